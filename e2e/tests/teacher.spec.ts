import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { learnerToken, signInWithToken } from '../support/learner.ts';
import { bearer } from '../support/results.ts';
import { answerRight } from '../support/demo-pack.ts';
import { E2E_TEACHER_PHONES } from '../teacher-phones.ts';
import { confirmLater } from '../support/sms.ts';

/** A driving-school teacher invites pupils by a QR link and follows their progress. */

let phoneSeq = (Date.now() % 1_000_000) + 3_000_000;
const nextDigits = () => `67${String(++phoneSeq).padStart(7, '0')}`;

async function teacherToken(request: APIRequestContext, phone: string): Promise<string> {
  return learnerToken(request, { phone, password: 'Vykladach-2026', firstName: 'Ірина', lastName: 'Бондар' });
}

async function pageWithToken(browser: Browser, token: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'uk-UA',
    acceptDownloads: true,
  });
  await signInWithToken(context, token);
  return context.newPage();
}

/** The invitation link of the teacher's group, as /referal shows it. */
async function invitationLink(page: Page): Promise<string> {
  await page.goto('/#/referal');
  await expect(page.getByRole('heading', { name: 'Запрошення до навчання', level: 1 })).toBeVisible();
  const link = page.getByLabel('Посилання для реєстрації');
  await expect(link).toHaveValue(/#\/register\?code=\d{8}$/);
  return link.inputValue();
}

/** Registers a pupil through the form the invitation opens; the group code is already there and locked. */
async function registerFromInvitation(browser: Browser, link: string, firstName: string, lastName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'uk-UA' });
  const page = await context.newPage();
  await page.goto(link);
  const code = page.getByLabel(/Код групи/);
  await expect(code).toBeDisabled();
  await expect(code).toHaveValue(/^\d{3} \d{2} \d{3}$/);
  await expect(page.getByText('Код групи прийнято')).toBeVisible();
  await expect(page.getByText(/ваш викладач бачитиме ваш прогрес у навчанні/)).toBeVisible();
  await page.getByLabel('Номер телефону').pressSequentially(nextDigits());
  await page.getByLabel("Ім'я").fill(firstName);
  await page.getByLabel('Прізвище').fill(lastName);
  await page.getByLabel('Пароль', { exact: true }).fill('Uchen-parol-2026');
  await page.getByLabel('Повторіть пароль').fill('Uchen-parol-2026');
  await page.getByLabel('Придбати Преміум').uncheck();
  await page.getByLabel(/умовами користувацької угоди/).check();
  await page.getByRole('button', { name: 'Зареєструватися' }).click();
  await confirmLater(page);
  return page;
}

/** Answers every question of the current block of theme 1 right, through the test screen. */
async function answerBlockOne(page: Page) {
  await page.goto('/#/learn');
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  await answerRight(page, 1, 20);
  await page
    .getByRole('dialog', { name: 'Без жодної помилки!' })
    .getByRole('button', { name: 'На мапу' })
    .click();
  await expect(page).toHaveURL(/#\/learn$/);
  await expect(page.getByRole('button', { name: 'Урок 1: пройдено' })).toBeVisible();
}

test.describe('the teacher’s cabinet', () => {
  test('a teacher opens the invitation, a new pupil registers from its link and answers a block, and the teacher sees the progress move', async ({
    browser,
    request,
  }) => {
    // A long story (a whole block or test answered on screen): 40-55 s on CI, three times the usual time allowed.
    test.slow();
    const teacher = await pageWithToken(browser, await teacherToken(request, E2E_TEACHER_PHONES[0]!));
    const link = await invitationLink(teacher);
    await expect(teacher.getByRole('img', { name: /QR-код запрошення до групи вечірня/ })).toBeVisible();

    await teacher.getByRole('link', { name: 'Кабінет викладача' }).first().click();
    await expect(teacher).toHaveURL(/#\/teacher$/);
    await expect(teacher.getByText(/У групі ще немає учнів/)).toBeVisible();

    const pupil = await registerFromInvitation(browser, link, 'Остап', 'Гнатюк');
    await teacher.reload();
    const row = teacher.getByRole('row', { name: /Гнатюк Остап/ });
    await expect(row).toBeVisible();
    // The cells after the name: category, Premium, themes, progress.
    await expect(row.getByRole('cell').nth(3)).toHaveText('0%');
    await expect(teacher.getByRole('link', { name: /Група вечірня.*1 учень/ })).toBeVisible();

    await answerBlockOne(pupil);
    await teacher.reload();
    await expect(row.getByRole('cell').nth(3)).not.toHaveText('0%');
    await expect(row.getByRole('cell').last()).toHaveText('сьогодні');

    await row.getByRole('link', { name: 'Гнатюк Остап' }).click();
    await expect(teacher.getByRole('heading', { name: 'Гнатюк Остап', level: 1 })).toBeVisible();
    const history = teacher.getByRole('region', { name: 'Історія тестів' });
    await expect(history.getByRole('row', { name: /Урок · тема 1/ })).toContainText('20 з 20 · зараховано');
    // The teacher sees the pupil's phone masked, never whole.
    await expect(teacher.getByText(/Група вечірня · \+38 \(067\) \*\*\* \*\* \d{2}$/)).toBeVisible();
  });

  test('the teacher exports the group’s table as CSV that keeps the Cyrillic', async ({
    browser,
    request,
  }) => {
    // A long story (a whole block or test answered on screen): 40-55 s on CI, three times the usual time allowed.
    test.slow();
    const teacher = await pageWithToken(browser, await teacherToken(request, E2E_TEACHER_PHONES[1]!));
    const link = await invitationLink(teacher);
    await (await registerFromInvitation(browser, link, 'Ярина', 'Ґудзь')).context().close();
    await teacher.goto('/#/teacher');
    await expect(teacher.getByRole('row', { name: /Ґудзь Ярина/ })).toBeVisible();
    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Експорт у CSV (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Група вечірня.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Прізвище;Ім'я;Категорія;Преміум до;Теми пройдено;/);
    expect(lines[1]).toMatch(/^Ґудзь;Ярина;B;;0;\d+;0;0;0;0;;$/);
  });

  test('a pupil who opens the teacher’s route is refused', async ({ browser, request }) => {
    const token = await learnerToken(request, {
      phone: `+380${nextDigits()}`,
      password: 'Uchen-parol-2026',
      firstName: 'Марко',
      lastName: 'Левицький',
    });
    const page = await pageWithToken(browser, token);
    await page.goto('/#/teacher');
    await expect(page.getByRole('alert').filter({ hasText: 'Цей розділ лише для викладачів' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Кабінет викладача' })).toHaveCount(0);
    const res = await request.get('/api/teacher/groups', { headers: bearer(token) });
    expect(res.status()).toBe(403);
  });

  test('the printed invitation fits one A4 page', async ({ browser, request }) => {
    const teacher = await pageWithToken(browser, await teacherToken(request, E2E_TEACHER_PHONES[2]!));
    await invitationLink(teacher);
    const pdf = await teacher.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});

test.describe('teacher screenshots', () => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test('/referal and /teacher at 375 and 1280 px, and the printed invitation', async ({
    browser,
    request,
  }) => {
    // Three registrations, a block of answers and two widths: longer than one story.
    test.setTimeout(180_000);
    const dir = process.env.SHOTS_DIR!;
    const token = await teacherToken(request, E2E_TEACHER_PHONES[3]!);
    const setUp = await pageWithToken(browser, token);
    const link = await invitationLink(setUp);
    for (const [first, last] of [
      ['Остап', 'Гнатюк'],
      ['Ярина', 'Ґудзь'],
      ['Богдан', 'Ткаченко'],
    ] as const) {
      const pupil = await registerFromInvitation(browser, link, first, last);
      if (last === 'Гнатюк') await answerBlockOne(pupil);
      await pupil.context().close();
    }
    for (const width of [375, 1280]) {
      const page = await pageWithToken(browser, token, width);
      await invitationLink(page);
      await page.screenshot({ path: `${dir}/referal-${width}.png`, fullPage: true });
      await page.goto('/#/teacher');
      await expect(page.getByText('Гнатюк Остап')).toBeVisible();
      await page.screenshot({ path: `${dir}/teacher-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Гнатюк Остап' }).click();
      await expect(page.getByRole('heading', { name: 'Прогрес за темами' })).toBeVisible();
      await page.screenshot({ path: `${dir}/teacher-pupil-${width}.png`, fullPage: true });
      if (width === 1280) {
        await page.goto('/#/referal');
        await expect(page.getByLabel('Посилання для реєстрації')).toBeVisible();
        await page.pdf({ path: `${dir}/invitation.pdf`, format: 'A4', printBackground: true });
      }
      await page.context().close();
    }
  });
});
