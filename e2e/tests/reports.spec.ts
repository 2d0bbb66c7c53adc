import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { create as createTar } from 'tar';
import { learnerToken } from '../support/learner.ts';
import { confirmPhoneBySms } from '../support/sms.ts';
import { E2E_OPERATOR_PHONES } from '../operator-phones.ts';

/*
 * A pupil reports a wrong answer key from a lesson; the operator sees the report in the console, fixes the
 * question by importing a corrected pack from an archive and marks it 'Виправлено'; the pupil meets the question
 * again and sees that it was corrected. The corrected pack changes only the question's comment (the key stays, so
 * the stories after this one answer as before), and the demo pack is imported back after the story.
 */
interface PackQuestion {
  id: number;
  text: string;
  answers: { id: number; correct: boolean }[];
}
const questionsDir = path.resolve(fileURLToPath(new URL('../../content/demo/questions', import.meta.url)));
const byText = new Map(
  readdirSync(questionsDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(questionsDir, f), 'utf8')) as PackQuestion[])
    .map((q) => [q.text, q]),
);
const demoDir = path.dirname(questionsDir);

/** The demo pack as a .tar.gz, its question `id`'s comment extended when `note` is given. */
async function demoArchive(id?: number, note?: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdr-e2e-pack-'));
  try {
    cpSync(demoDir, path.join(dir, 'demo'), { recursive: true });
    const folder = path.join(dir, 'demo', 'questions');
    for (const file of readdirSync(folder)) {
      const list = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Array<{
        id: number;
        notes: string;
      }>;
      const question = list.find((q) => q.id === id);
      if (!question || !note) continue;
      question.notes += note;
      writeFileSync(path.join(folder, file), JSON.stringify(list));
    }
    const archive = path.join(dir, 'demo.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: dir, portable: true }, ['demo']);
    return readFileSync(archive);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Set while the corrected pack is loaded: the demo pack goes back after the story, whatever happened. */
let restoreWith: string | null = null;
test.afterEach(async ({ request }) => {
  if (!restoreWith) return;
  const res = await request.post('/api/admin/content/import', {
    headers: { Authorization: `Bearer ${restoreWith}`, 'Content-Type': 'application/gzip' },
    data: await demoArchive(),
  });
  expect(res.status(), await res.text()).toBe(200);
  restoreWith = null;
});

const rightOf = (q: PackQuestion) => q.answers.find((a) => a.correct)!.id;
const wrongOf = (q: PackQuestion) => q.answers.find((a) => !a.correct)!.id;

// Operator 68 is used by no other story, so phones never clash on the shared server.
let seq = Date.now() % 10_000_000;
const OPERATOR = E2E_OPERATOR_PHONES[0]!;

async function currentQuestion(page: Page): Promise<PackQuestion> {
  const text = (await page.locator('h1[id]').first().textContent())?.trim() ?? '';
  const q = byText.get(text);
  expect(q, `question on screen: ${text}`).toBeDefined();
  return q!;
}

async function answer(page: Page, answerId: number) {
  await page.locator(`input[type="radio"][value="${answerId}"]`).check();
  await page.getByRole('button', { name: 'Далі' }).click();
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), token);
  return page;
}

test('a pupil reports a wrong answer key; the operator imports a corrected pack, marks it Виправлено; the pupil sees the correction', async ({
  page,
  browser,
  request,
}) => {
  // A long story (a whole block or test answered on screen): 40-55 s on CI, three times the usual time allowed.
  test.slow();
  seq += 1;
  const pupilPhone = `+38068${String(seq).padStart(7, '0')}`;
  const pupilToken = await learnerToken(request, {
    phone: pupilPhone,
    password: 'Pomylka-v-kliuchi-2026',
    firstName: 'Марта',
    lastName: 'Бойко',
  });
  // Reports come from confirmed numbers (decision 166).
  await confirmPhoneBySms(request, pupilToken, pupilPhone);
  await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), pupilToken);
  await page.goto('/#/learn');
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();

  // Question 1 answered wrong: the right answer is shown, and with it the report button.
  await expect(page.getByText('Питання 1', { exact: true })).toBeVisible();
  const reported = await currentQuestion(page);
  await answer(page, wrongOf(reported));
  await page.getByRole('button', { name: 'Повідомити про помилку' }).click();
  const modal = page.getByRole('dialog', { name: 'Повідомити про помилку' });
  await modal.getByRole('radio', { name: 'Неправильна відповідь' }).check();
  await modal.getByLabel(/Коментар/).fill('У ключі відповідей, здається, помилка');
  if (process.env.PW_SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.PW_SHOTS}/report-modal-${width}.png` });
    }
  }
  await modal.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByRole('dialog')).toContainText('Дякуємо! Ми перевіримо питання');
  await page.getByRole('button', { name: 'Закрити', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Далі' }).click();
  for (let i = 2; i <= 20; i++) {
    await expect(page.getByText(`Питання ${i}`, { exact: true })).toBeVisible();
    await answer(page, rightOf(await currentQuestion(page)));
  }
  await expect(page.getByRole('dialog', { name: 'Є помилки' })).toBeVisible();

  // The operator's console: the question with its report, marked 'Виправлено' with a note.
  const operatorToken = await learnerToken(request, {
    phone: OPERATOR,
    password: 'Operator-konsol-2026',
    firstName: 'Ігор',
    lastName: 'Оператор',
  });
  const console_ = await signedInPage(browser, operatorToken);
  await console_.goto('/#/admin');
  await expect(console_.getByRole('heading', { level: 1, name: 'Консоль оператора' })).toBeVisible();
  const card = console_.getByRole('article', { name: new RegExp(`Питання №${reported.id}:`) });
  await expect(card).toContainText('Неправильна відповідь: 1');
  await expect(card).toContainText('У ключі відповідей, здається, помилка');

  // The fix: a corrected pack, checked first (nothing changes), then imported after a confirmation.
  await console_.getByRole('tab', { name: 'Зміст' }).click();
  await console_.getByLabel('Архів пакета (.tar.gz)').setInputFiles({
    name: 'demo-corrected.tar.gz',
    mimeType: 'application/gzip',
    buffer: await demoArchive(reported.id, '<p>Ключ відповідей перевірено оператором.</p>'),
  });
  await console_.getByRole('button', { name: 'Перевірити' }).click();
  await expect(console_.getByText(/Пакет пройшов перевірку/)).toBeVisible();
  const changes = console_.getByRole('region', { name: 'Що зміниться' });
  await expect(changes.getByRole('row', { name: 'питання 0 1 0' })).toBeVisible();
  await expect(changes.getByRole('row', { name: 'відповіді 0 0 0' })).toBeVisible();
  // Nothing of the report widens a phone's page.
  await console_.setViewportSize({ width: 375, height: 800 });
  expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const table = changes.locator('table');
  expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  if (process.env.PW_SHOTS) {
    for (const width of [375, 1280]) {
      await console_.setViewportSize({ width, height: 900 });
      await console_.screenshot({
        path: `${process.env.PW_SHOTS}/admin-pack-preview-${width}.png`,
        fullPage: true,
      });
    }
  }
  restoreWith = operatorToken;
  await console_.getByRole('button', { name: 'Імпортувати' }).click();
  await console_
    .getByRole('dialog', { name: 'Імпортувати пакет?' })
    .getByRole('button', { name: 'Так, імпортувати' })
    .click();
  await expect(console_.getByText(/Пакет імпортовано\. Версія змісту: \d+ → \d+/)).toBeVisible();
  await expect(console_.getByRole('button', { name: 'Імпортувати' })).toBeDisabled();
  await console_.getByRole('tab', { name: 'Повідомлення' }).click();
  await card.getByLabel('Примітка').fill('Ключ перевірено й виправлено');
  await card.getByRole('button', { name: 'Виправлено' }).click();
  await expect(card).toHaveCount(0);
  await console_.getByRole('tab', { name: 'Журнал' }).click();
  await expect(console_.getByText(`Повідомлення: виправлено · Питання №${reported.id}`)).toBeVisible();
  await expect(console_.getByText(/Зміст: імпорт пакета · /)).toBeVisible();
  await console_.context().close();

  // The pupil retests the mistake and sees that the question was corrected.
  await page
    .getByRole('dialog', { name: 'Є помилки' })
    .getByRole('button', { name: 'Пройти ще раз!' })
    .click();
  await expect(page.getByText('1/1')).toBeVisible();
  expect((await currentQuestion(page)).id).toBe(reported.id);
  await answer(page, wrongOf(reported));
  await expect(page.getByRole('status').filter({ hasText: 'питання виправлено' })).toBeVisible();
});
