import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createUser, loginAs } from './accounts-fixtures.ts';
import { DAY_MS, orderRow, postCallback, premiumUntil, subscribeAs } from './payments-fixtures.ts';
import { createSandboxProvider, type SandboxProvider } from '../src/modules/payments/sandbox.ts';
import { CHECKOUT_ICON } from '../src/modules/payments/checkout-page.ts';

describe.each(drivers)('sandbox checkout on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function order() {
    const user = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, user.phone);
    const { link, order_id } = await subscribeAs(ctx.app, token);
    const url = new URL(link);
    return { user, token, order_id, path: `${url.pathname}${url.search}`, url };
  }

  const decide = (url: URL, decision: string, data = url.searchParams.get('data')!) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data,
        signature: url.searchParams.get('signature')!,
        decision,
      }).toString(),
    });

  it('shows the order in Ukrainian with two forms and no scripts, under the site CSP', async () => {
    const { path } = await order();
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('<h1>Оплата Преміуму</h1>');
    expect(html).toMatch(/До сплати<\/dt><dd class="amount">299 грн</);
    expect(html).toContain('<dd>90 днів</dd>');
    expect(html).toContain('Преміум-доступ до тренажера ПДР на 90 днів');
    expect(html).toContain('>Оплатити</button>');
    expect(html).toContain('>Відмовитися</button>');
    expect(html.match(/<form method="post" action="\/api\/payments\/sandbox\/checkout">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });

  it("names the app's own icon, so the browser asks for no /favicon.ico there is none of", async () => {
    const { path } = await order();
    const html = (await ctx.app.inject({ method: 'GET', url: path })).body;
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toEqual([CHECKOUT_ICON]);
    // The file the web app ships, served from the site's root with the rest of it.
    await expect(
      access(fileURLToPath(new URL(`../../web/public${CHECKOUT_ICON}`, import.meta.url))),
    ).resolves.toBe(undefined);
  });

  it("pays through the same callback code and sends the browser to the order's return screen", async () => {
    const { user, token, order_id, url } = await order();
    const before = Date.now();
    const res = await decide(url, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/#/premium/status/${order_id}`);
    const row = await orderRow(ctx.database.db, order_id);
    expect(row).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(row.lastCallback).toMatchObject({ status: 'sandbox', order_id, amount: 299, currency: 'UAH' });
    const until = (await premiumUntil(ctx.database.db, user.id))!;
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 90 * DAY_MS);

    // Pressing again (Back, then the button) grants nothing more and the page says it is paid.
    expect((await decide(url, 'pay')).statusCode).toBe(303);
    expect(await premiumUntil(ctx.database.db, user.id)).toEqual(until);
    const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Це замовлення вже оплачено.');
    expect(page.body).not.toContain('>Оплатити</button>');

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order_id}`,
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      premium_check: true,
      premium_until: until.toISOString(),
    });
  });

  it('fails the order when the learner declines, granting nothing', async () => {
    const { user, order_id, url } = await order();
    const res = await decide(url, 'decline');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/#/premium/status/${order_id}`);
    expect((await orderRow(ctx.database.db, order_id)).status).toBe('failed');
    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
  });

  it('refuses a changed, a foreign or a malformed checkout, changing nothing', async () => {
    const { user, order_id, url } = await order();
    const params = JSON.parse(Buffer.from(url.searchParams.get('data')!, 'base64').toString('utf8'));
    const cheaper = Buffer.from(JSON.stringify({ ...params, amount: 1 })).toString('base64');
    const changed = await decide(url, 'pay', cheaper);
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toContain('Посилання недійсне');
    expect((await decide(url, 'steal')).statusCode).toBe(400);

    const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}?data=${cheaper}&signature=x` });
    expect(page.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(400);

    // A link signed by another server process (another sandbox key) is no good here.
    const other: SandboxProvider = createSandboxProvider();
    const foreign = other.signCallback({ order_id, status: 'sandbox', amount: 299, currency: 'UAH' });
    expect((await postCallback(ctx.app, foreign)).statusCode).toBe(400);

    expect((await orderRow(ctx.database.db, order_id)).status).toBe('created');
    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
  });

  it('accepts a callback signed with its own sandbox key on the common callback address', async () => {
    const { user, order_id } = await order();
    const sandbox = ctx.app.payments.provider as SandboxProvider;
    const callback = sandbox.signCallback({ order_id, status: 'sandbox', amount: 299, currency: 'UAH' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCallback(ctx.app, callback)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await orderRow(ctx.database.db, order_id)).status).toBe('paid');
    const until = (await premiumUntil(ctx.database.db, user.id))!;
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(90 * DAY_MS);
    expect(until.getTime() - Date.now()).toBeGreaterThan(90 * DAY_MS - 10_000);
  });
});
