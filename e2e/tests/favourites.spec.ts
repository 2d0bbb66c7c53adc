import { expect, test } from '@playwright/test';
import { chooseAnswer, questionShown, wrongAnswer } from '../support/demo-pack.ts';
import { phoneSequence, signInLearner } from '../support/learner.ts';

/* 'Обрані' (issue 51, item 2): a star on a question seen with its answer, and the list by theme. */
const nextPhone = phoneSequence('+38066', (Date.now() % 1_000_000) + 7_000_000);

test('a learner stars a question after answering it in a lesson; /favourites lists it by theme; unstarring empties it', async ({
  page,
  request,
}) => {
  await signInLearner(page, request, {
    phone: nextPhone(),
    password: 'Obrani-2026',
    firstName: 'Андрій',
    lastName: 'Бойко',
  });
  await page.goto('/#/learn');
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  const question = await questionShown(page);
  // Not before the answer is shown.
  await expect(page.getByRole('button', { name: 'Додати в обрані' })).toHaveCount(0);
  await chooseAnswer(page, wrongAnswer(question));
  const star = page.getByRole('button', { name: 'Додати в обрані' });
  await star.click();
  await expect(page.getByRole('button', { name: 'Прибрати з обраних' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Питання додано в обрані' })).toBeAttached();

  await page.goto('/#/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Обрані питання' })).toBeVisible();
  await expect(page.getByText('1 питання в обраних')).toBeVisible();
  const theme = page.getByRole('region', { name: /^Тема 1\./ });
  await expect(theme.getByText(question.text, { exact: true })).toBeVisible();

  // A reload keeps it: it is on the account.
  await page.reload();
  await theme.getByRole('button', { name: `Прибрати з обраних: ${question.text}` }).click();
  await expect(page.getByRole('heading', { name: 'Тут поки порожньо' })).toBeVisible();
});

test('a learner searches “обгін”, opens the result and stars it; /favourites lists it; “Пройти обрані” runs it', async ({
  page,
  request,
}) => {
  await signInLearner(page, request, {
    phone: nextPhone(),
    password: 'Poshuk-2026',
    firstName: 'Ірина',
    lastName: 'Савчук',
  });
  await page.goto('/#/learn');
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Пошук' }).click();
  await expect(page).toHaveURL(/#\/search$/);
  await page.getByRole('searchbox', { name: 'Слова з питання, відповіді чи коментаря' }).fill('Обгін');
  await expect(page.getByRole('status').filter({ hasText: /Знайдено \d+ питан/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/search\?q=%D0%9E%D0%B1%D0%B3%D1%96%D0%BD$/);

  // The question whose text has the word comes first, the word marked.
  const first = page.getByRole('list', { name: 'Знайдені питання' }).getByRole('button').first();
  await expect(first).toContainText('Що таке обгін?');
  await expect(first.locator('mark')).toHaveText('обгін');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answers = page.getByRole('list', { name: 'Відповіді' });
  await expect(answers.getByText('правильна відповідь')).toHaveCount(1);
  await page.getByRole('button', { name: 'Додати в обрані' }).click();
  await expect(page.getByRole('button', { name: 'Прибрати з обраних' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/#/favourites');
  await expect(page.getByText('1 питання в обраних')).toBeVisible();
  await expect(page.getByText('Що таке обгін?', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Пройти обрані' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  const shown = await questionShown(page);
  expect(shown.text).toBe('Що таке обгін?');
});
