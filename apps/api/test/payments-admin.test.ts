import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema/settings.ts';
import { AdminError } from '../src/modules/accounts/admin.ts';
import { runAdminCommand } from '../src/cli/router.ts';
import { formatPhone } from '@pdr/contract/phone';
import { drivers, useTestApp } from './test-app.ts';
import { createUser, loginAs } from './accounts-fixtures.ts';
import { DAY_MS, orderRow, postCallback, premiumUntil, subscribeAs } from './payments-fixtures.ts';
import type { SandboxProvider } from '../src/modules/payments/sandbox.ts';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

describe.each(drivers)('payment commands of npm run admin on %s', (driver) => {
  const ctx = useTestApp(driver);
  const admin = (...args: string[]) => runAdminCommand(ctx.database.db, args);

  async function paidOrder(premium: Date | null = null) {
    const user = await createUser(ctx.database.db, { premiumUntil: premium });
    const order = await subscribeAs(ctx.app, await loginAs(ctx.app, user.phone));
    const sandbox = ctx.app.payments.provider as SandboxProvider;
    await postCallback(
      ctx.app,
      sandbox.signCallback({ order_id: order.order_id, status: 'sandbox', amount: 299, currency: 'UAH' }),
    );
    return { user, order };
  }

  it('lists orders by phone and by status', async () => {
    const { user, order } = await paidOrder();
    const lines = await admin('orders', '--phone', user.phone);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(order.order_id);
    expect(lines[0]).toContain('оплачене  299 грн  90 дн.  звичайна ціна  sandbox');
    expect(lines[0]).toContain(`${formatPhone(user.phone)} Олена Коваль`);
    expect((await admin('orders', '--status', 'paid')).join('\n')).toContain(order.order_id);
    expect((await admin('orders', '--status', 'created')).join('\n')).not.toContain(order.order_id);
    await expect(admin('orders', '--status', 'lost')).rejects.toThrow(AdminError);
    await expect(admin('orders', '--phone', '12')).rejects.toThrow('Некоректний номер телефону');
  });

  it('refunds a paid order once, taking its days back', async () => {
    const end = new Date(Date.now() + 30 * DAY_MS);
    const { user, order } = await paidOrder(end);
    expect((await premiumUntil(ctx.database.db, user.id))!.getTime()).toBe(end.getTime() + 90 * DAY_MS);
    const lines = await admin('refund', order.order_id);
    expect(lines[0]).toBe(`Замовлення ${order.order_id} позначено поверненим; забрано 90 дн. Преміуму.`);
    expect(lines[1]).toMatch(/^Преміум тепер діє до /);
    expect(await premiumUntil(ctx.database.db, user.id)).toEqual(end);
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('reversed');
    await expect(admin('refund', order.order_id)).rejects.toThrow('повернути можна лише оплачене');
    expect(await premiumUntil(ctx.database.db, user.id)).toEqual(end);
    await expect(admin('refund', 'abc')).rejects.toThrow('Вкажіть id замовлення');
    await expect(admin('refund', crypto.randomUUID())).rejects.toThrow('не знайдено');
  });

  it('sets the default price and days that new orders and GET /config carry', async () => {
    try {
      expect(await admin('price', '349', '120')).toEqual(['Преміум за замовчуванням: 349 грн за 120 дн.']);
      expect(await admin('price', '399')).toEqual(['Преміум за замовчуванням: 399 грн за 120 дн.']);
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().subscription).toMatchObject({ price: 399, days: 120 });
      const user = await createUser(ctx.database.db);
      const order = await subscribeAs(ctx.app, await loginAs(ctx.app, user.phone));
      expect(await orderRow(ctx.database.db, order.order_id)).toMatchObject({ amount: 39_900, days: 120 });
      await expect(admin('price', '0')).rejects.toThrow('Ціна має бути цілим числом');
      await expect(admin('price', '10', '1.5')).rejects.toThrow('Кількість днів');
      await expect(admin('price')).rejects.toThrow('Вкажіть ціну');
    } finally {
      await ctx.database.db
        .update(settings)
        .set({ subscriptionPrice: 299, premiumDays: 90 })
        .where(eq(settings.id, 1));
    }
  });
});

describe('npm run admin price', () => {
  it('changes the default tariff in the database of DATA_DIR and lists the commands in its help', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-admin-pay-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    const { stdout } = await run(process.execPath, ['src/cli/admin.ts', 'price', '249', '60'], {
      cwd: apiRoot,
      env,
    });
    expect(stdout.trim()).toBe('Преміум за замовчуванням: 249 грн за 60 дн.');
    const help = await run(process.execPath, ['src/cli/admin.ts', 'help'], { cwd: apiRoot, env });
    expect(help.stdout).toContain('refund <id замовлення>');
  }, 60_000);
});
