import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';
import {
  answerShown,
  chooseAnswer,
  packThemes,
  questionShown,
  rightAnswer,
  type PackQuestion,
} from '../support/demo-pack.ts';
import { learnerToken, signInWithToken } from '../support/learner.ts';
import { finishTheme } from '../support/results.ts';

/*
 * Licence categories (decision 128) on the demo pack: a learner studies and sits the exam of their own category.
 * The right answers come from the pack in the repository; the exam never sends them.
 */
const themeOf = new Map(packThemes.map((t) => [t.id, t]));
const applies = (categories: string[] | undefined, category: string) =>
  !categories || categories.length === 0 || categories.includes(category);

const PASSWORD = 'Kategoriia-A-2026';
/** Category ids of GET /api/categories: A 1, B 3, C 5. */
const CATEGORY_ID = { A: 1, B: 3, C: 5 } as const;

/** Registers a learner of these categories (or signs in, on a retry of the same run) and returns the token. */
function register(request: APIRequestContext, phone: string, categories: number[]): Promise<string> {
  return learnerToken(request, {
    phone,
    password: PASSWORD,
    firstName: 'Марко',
    lastName: 'Гнатюк',
    categories,
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a learner of category A studies the motorcycle theme and sits an exam whose design questions are all about motorcycles', async ({
  page,
  request,
}) => {
  // A long story (a whole block or test answered on screen): 40-55 s on CI, three times the usual time allowed.
  test.slow();
  const token = await register(request, E2E_PREMIUM_PHONES[10]!, [CATEGORY_ID.A]);
  // The themes before the motorcycle theme, as category A sees them, are done: theme 44 is open.
  const before = packThemes.filter((t) => t.number < 44 && applies(t.categories, 'A'));
  for (const t of before) await finishTheme(request, token, t.id);
  await signInWithToken(page, token);

  await page.goto('/#/learn');
  // The map opens at the first theme not yet finished: the motorcycle theme.
  await expect(page.getByRole('heading', { name: /^Тема \d+\./ })).toBeVisible();
  // The car and lorry design themes are not this learner's.
  await expect(page.getByText('Будова і технічний стан легкових автомобілів')).toHaveCount(0);
  await expect(page.getByText('Будова і технічний стан вантажних автомобілів')).toHaveCount(0);
  await page.locator('[data-look]', { hasText: 'Тема 44' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Тема 44. Будова і технічний стан мотоциклів' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  for (let i = 1; i <= 20; i++) {
    await expect(page.getByText(`Питання ${i}`, { exact: true })).toBeVisible();
    const q = await questionShown(page);
    expect(q.theme_id).toBe(44);
    await chooseAnswer(page, rightAnswer(q));
  }
  await page
    .getByRole('dialog', { name: 'Без жодної помилки!' })
    .getByRole('button', { name: 'На мапу' })
    .click();
  await expect(page).toHaveURL(/#\/learn$/);

  // The exam: 20 questions, every one of them category A's, the 4 design questions from the motorcycle theme.
  await page.goto('/#/general');
  await expect(page.getByText(/категорі[їя] A\b/i).first()).toBeVisible();
  await page.getByRole('radio', { name: /^Іспит/ }).check();
  await page.getByRole('button', { name: 'Почати' }).click();
  const rules = page.getByRole('dialog', { name: 'Правила іспиту' });
  await expect(rules).toBeVisible();
  await rules.getByRole('button', { name: 'Зрозуміло, почати іспит' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  const seen: PackQuestion[] = [];
  for (let i = 1; i <= 20; i++) {
    await expect(page.getByText(`Відповідей: ${i - 1}`)).toBeVisible();
    seen.push(await answerShown(page, true));
  }
  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Іспит складено!');
  for (const q of seen) {
    const theme = themeOf.get(q.theme_id)!;
    expect(applies(q.categories, 'A') && applies(theme.categories, 'A'), `question ${q.id}`).toBe(true);
  }
  const design = seen.filter((q) => themeOf.get(q.theme_id)!.group === 'vehicle');
  expect(design).toHaveLength(4);
  for (const q of design) expect(q.theme_id).toBe(44);
});

test('switching to C on /profile/edit changes the map', async ({ page, request }) => {
  const token = await register(request, E2E_PREMIUM_PHONES[11]!, [CATEGORY_ID.A, CATEGORY_ID.C]);
  await signInWithToken(page, token);
  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await expect(page.locator('[data-look]', { hasText: 'Тема 44' }).first()).toBeVisible();
  await expect(page.locator('[data-look]', { hasText: 'Тема 46' })).toHaveCount(0);

  await page.goto('/#/profile/edit');
  await page.getByRole('radio', { name: /^C\b/ }).check();
  await page
    .getByRole('button', { name: /Зберегти|Змінити категорію/ })
    .first()
    .click();
  await expect(page.getByText(/тепер ви готуєтеся до категорії C/)).toBeVisible();

  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await expect(page.locator('[data-look]', { hasText: 'Тема 46' }).first()).toBeVisible();
  await expect(page.locator('[data-look]', { hasText: 'Тема 44' })).toHaveCount(0);
});
