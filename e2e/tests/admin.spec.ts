import { expect, test } from '@playwright/test';
import { learnerToken } from '../support/learner.ts';
import { E2E_OPERATOR_PHONES } from '../operator-phones.ts';
import { confirmPhoneBySms } from '../support/sms.ts';

/* The operator refunds an order from the console; pupils do not see the console at all. */
let seq = (Date.now() + 500_000) % 10_000_000;
const nextPhone = () => `+38068${String(++seq).padStart(7, '0')}`;
const OPERATOR = E2E_OPERATOR_PHONES[1]!;

test('the operator refunds an order from the console', async ({ page, browser, request }) => {
  const phone = nextPhone();
  const buyer = await learnerToken(request, {
    phone,
    password: 'Pokupets-2026',
    firstName: 'Остап',
    lastName: 'Ткач',
  });
  const auth = { Authorization: `Bearer ${buyer}` };
  const order = await request.post('/api/user/subscribe', { headers: auth });
  expect(order.status(), await order.text()).toBe(200);
  const { link } = (await order.json()) as { link: string };
  // The sandbox checkout page: 'Оплатити' pays the order.
  const checkout = await browser.newPage();
  await checkout.goto(link);
  await checkout.getByRole('button', { name: 'Оплатити' }).click();
  await expect(checkout).toHaveURL(/#\/premium\/status\//);
  await checkout.close();
  expect(
    ((await (await request.get('/api/user', { headers: auth })).json()) as { premium_check: boolean })
      .premium_check,
  ).toBe(true);

  const operator = await learnerToken(request, {
    phone: OPERATOR,
    password: 'Operator-povernennia-2026',
    firstName: 'Ірина',
    lastName: 'Операторка',
  });
  await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), operator);
  // The menu leads an operator to the console.
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Консоль оператора' }).first().click();
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('tab', { name: 'Замовлення' }).click();
  await page.getByLabel('Телефон').fill(phone);
  await page.getByRole('button', { name: 'Знайти' }).click();
  const rows = page.getByRole('region', { name: 'Знайдені замовлення' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('оплачене');
  await rows
    .nth(1)
    .getByRole('button', { name: /Деталі/ })
    .click();
  await expect(page.getByText('Останнє повідомлення платіжного сервісу')).toBeVisible();
  await page.getByRole('button', { name: 'Повернути кошти' }).click();
  await page
    .getByRole('dialog', { name: 'Повернути кошти?' })
    .getByRole('button', { name: 'Так, повернути' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Замовлення повернено' })).toBeVisible();
  await expect(rows.nth(1)).toContainText('повернене');
  expect(
    ((await (await request.get('/api/user', { headers: auth })).json()) as { premium_check: boolean })
      .premium_check,
  ).toBe(false);

  await page.getByRole('tab', { name: 'Журнал' }).click();
  await expect(page.getByText(/Замовлення: повернення · Замовлення /)).toBeVisible();
});

test('a pupil who opens /admin sees the not-found screen', async ({ page, request }) => {
  const token = await learnerToken(request, {
    phone: nextPhone(),
    password: 'Uchen-2026-admin',
    firstName: 'Лука',
    lastName: 'Гнатюк',
  });
  await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), token);
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Консоль оператора' })).toHaveCount(0);
  const res = await request.get('/api/admin/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});

// 1100 px: the operator's navigation and name once overflowed the header between 992 and 1199 px.
for (const width of [375, 1100, 1280]) {
  test(`the console fits a ${width} px screen`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // Something to show: a pupil's report on a question with a picture, and an order waiting for payment.
    const pupilPhone = nextPhone();
    const pupil = await learnerToken(request, {
      phone: pupilPhone,
      password: 'Uchen-2026-admin',
      firstName: 'Соломія',
      lastName: 'Дорошенко-Ковальчук',
    });
    // Reports come from confirmed numbers (decision 166).
    await confirmPhoneBySms(request, pupil, pupilPhone);
    const pupilAuth = { Authorization: `Bearer ${pupil}` };
    const sent = await request.post('/api/reports', {
      headers: pupilAuth,
      data: {
        question_id: 1032,
        reason: 'picture',
        comment: 'На малюнку не видно знака, який згадано в питанні',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    expect((await request.post('/api/user/subscribe', { headers: pupilAuth })).status()).toBe(200);
    const operator = await learnerToken(request, {
      phone: OPERATOR,
      password: 'Operator-povernennia-2026',
      firstName: 'Ірина',
      lastName: 'Операторка',
    });
    await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), operator);
    await page.goto('/#/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Консоль оператора' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Питання №1032:/ })).toBeVisible();
    for (const tab of ['Повідомлення', 'Відгуки', 'Замовлення', 'Тариф', 'Автошколи', 'Зміст', 'Журнал']) {
      await page.getByRole('tab', { name: tab }).click();
      if (tab === 'Замовлення') await page.getByRole('button', { name: 'Знайти' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
      if (process.env.PW_SHOTS)
        await page.screenshot({ path: `${process.env.PW_SHOTS}/admin-${tab}-${width}.png`, fullPage: true });
    }
  });
}
