import { expect, test, type Page } from '@playwright/test';
import { questionByAnswers, rightAnswer } from '../support/demo-pack.ts';
import { formWith } from '../support/forms.ts';

/*
 * The English edition (issue 50): a guest chooses English in the header and registers; the screens, the questions and the exam
 * follow, and the Ukrainian original of a question is one tap away. The pack's own English finds the answers.
 */
let phoneSeq = Date.now() % 10_000_000;
/** A phone's nine digits after +380, as typed into the form. */
const nextDigits = () => `66${String(++phoneSeq).padStart(7, '0').slice(-7)}`;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Answers the question on screen rightly by its answer's id and presses 'Next'. */
async function answerRightly(page: Page) {
  const q = await questionByAnswers(page);
  await page.locator(`input[type="radio"][value="${rightAnswer(q)}"]`).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a guest switches to English, registers, studies block 1 of theme 1 in English, opens the Ukrainian original and sits an English exam', async ({
  page,
}) => {
  // A whole lesson and a whole exam: forty answers.
  test.setTimeout(180_000);
  await page.goto('/#/register');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const form = formWith(page, 'Register');
  await form.getByLabel('Phone number').pressSequentially(nextDigits());
  await form.getByLabel('First name').fill('Emma');
  await form.getByLabel('Last name').fill('Brown');
  await form.getByLabel('Password', { exact: true }).fill('English-pupil-2026');
  await form.getByLabel('Repeat the password').fill('English-pupil-2026');
  await form.getByLabel('Buy Premium').uncheck();
  await form.getByLabel(/terms of the user agreement/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/confirm_phone$/);
  await page.getByRole('button', { name: 'Confirm later' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // The account took the language the registration was made in: the server answers in English.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null') as string);
  const settings = await page.request.get('/api/user/settings', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await settings.json()) as { language: string }).language).toBe('en');

  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Theme 1\./ })).toBeVisible();

  await page.getByRole('button', { name: 'Lesson 1: current lesson' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  const first = await questionByAnswers(page);
  await expect(heading(page)).toHaveText(first.en!.text);
  await expect(page.getByRole('radiogroup')).toContainText(first.answers[0]!.en!.text);
  // The Ukrainian original, beneath, and away again.
  await page.getByRole('button', { name: 'Show in Ukrainian' }).click();
  const original = page.locator('[lang="uk"]').filter({ hasText: first.text });
  await expect(original).toBeVisible();
  await expect(original).toContainText(first.answers[0]!.text);
  await page.getByRole('button', { name: 'Hide the Ukrainian version' }).click();
  await expect(original).toBeHidden();

  for (let i = 1; i <= 20; i++) {
    await expect(page.getByText(`Question ${i}`, { exact: true })).toBeVisible();
    await answerRightly(page);
  }
  await page
    .getByRole('dialog', { name: 'Not a single mistake!' })
    .getByRole('button', { name: 'To the map' })
    .click();
  await expect(page).toHaveURL(/#\/learn$/);
  await expect(page.getByRole('button', { name: 'Lesson 1: completed' })).toBeVisible();

  // The exam, drawn in English for all its 20 questions.
  await page.goto('/#/general');
  await page.getByRole('radio', { name: /^Exam/ }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  const rules = page.getByRole('dialog', { name: 'Exam rules' });
  await rules.getByRole('button', { name: 'Got it, start the exam' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  for (let i = 1; i <= 20; i++) {
    await expect(page.getByText(`Answered: ${i - 1}`)).toBeVisible();
    const q = await questionByAnswers(page);
    await expect(heading(page)).toHaveText(q.en!.text);
    await answerRightly(page);
  }
  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Exam passed!');
  await expect(page.getByText('20/20')).toBeVisible();
});
