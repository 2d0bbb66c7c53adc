import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The demo pack's questions, read from the repository, so a story can answer what the screen shows. */
export interface PackQuestion {
  id: number;
  theme_id: number;
  text: string;
  notes: string;
  image?: string;
  /** What the picture shows, for a screen reader: the picture's accessible name. */
  image_alt?: string;
  categories?: string[];
  answers: { id: number; text: string; correct: boolean; en?: { text: string } }[];
  /** The question's English (decision 171). */
  en?: { text: string; notes: string; image_alt?: string };
}

/** A theme of the demo pack (themes.json). */
export interface PackTheme {
  id: number;
  number: number;
  title: string;
  group: string;
  categories?: string[];
}

const demo = path.resolve(fileURLToPath(new URL('../../content/demo', import.meta.url)));
const dir = path.join(demo, 'questions');
export const packQuestions: PackQuestion[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PackQuestion[]);
export const packThemes = JSON.parse(readFileSync(path.join(demo, 'themes.json'), 'utf8')) as PackTheme[];
const byText = new Map(packQuestions.map((q) => [q.text, q]));
const byAnswer = new Map(packQuestions.flatMap((q) => q.answers.map((a) => [a.id, q] as const)));

/** A theme's questions in the pack's order (its lessons are runs of 20 of them). */
export const themeQuestions = (themeId: number): PackQuestion[] =>
  packQuestions.filter((q) => q.theme_id === themeId);

export const rightAnswer = (q: PackQuestion) => q.answers.find((a) => a.correct)!.id;
export const wrongAnswer = (q: PackQuestion) => q.answers.find((a) => !a.correct)!.id;

/** The question on the test screen, found in the pack by its text. */
export async function questionOnScreen(page: Page): Promise<PackQuestion> {
  const text = (await page.locator('h1[id]').first().textContent())?.trim() ?? '';
  const q = byText.get(text);
  expect(q, `question on screen: ${text}`).toBeDefined();
  return q!;
}

/**
 * The pack's question now on screen, by its text and its answers (several signs share 'Що означає цей знак?').
 * It waits for one, as the address changes to /test before the test screen replaces the one before, and a new
 * question's heading and answers are not painted in one step.
 */
export async function questionShown(page: Page): Promise<PackQuestion> {
  let q: PackQuestion | undefined;
  await expect
    .poll(
      async () => {
        // Two headings for a moment as the screens swap: no text this round, not a failure.
        const raw = await page
          .getByRole('heading', { level: 1 })
          .textContent({ timeout: 1000 })
          .catch(() => null);
        const text = raw?.trim() ?? '';
        const shown = (
          await page.getByRole('radiogroup').locator('label > span:last-child').allTextContents()
        ).join('|');
        q = packQuestions.find((p) => p.text === text && p.answers.map((a) => a.text).join('|') === shown);
        return q ? 'a pack question' : `'${text}' with '${shown}'`;
      },
      { message: 'a demo pack question on screen' },
    )
    .toBe('a pack question');
  return q!;
}

/** The question on the test screen, known by its answers' ids (road-sign questions share their text). */
export async function questionByAnswers(page: Page): Promise<PackQuestion> {
  const value = await page.locator('input[type="radio"]').first().getAttribute('value');
  const q = byAnswer.get(Number(value));
  expect(q, `question with answer ${value}`).toBeDefined();
  return q!;
}

/** Chooses an answer on the test screen and presses 'Далі'. */
export async function chooseAnswer(page: Page, answerId: number): Promise<void> {
  await page.locator(`input[type="radio"][value="${answerId}"]`).check();
  await page.getByRole('button', { name: 'Далі' }).click();
}

/** Answers the question on screen (found by questionShown) rightly or wrongly by its answer's text; presses 'Далі'. */
export async function answerShown(page: Page, right: boolean): Promise<PackQuestion> {
  const q = await questionShown(page);
  const choice = q.answers.find((a) => a.correct === right)!;
  await page.getByRole('radio', { name: choice.text, exact: true }).check();
  await page.getByRole('button', { name: 'Далі' }).click();
  return q;
}

/** Answers questions `from` to `to` of the lesson or credit test on screen, every one right. */
export async function answerRight(page: Page, from: number, to: number): Promise<void> {
  for (let i = from; i <= to; i++) {
    await expect(page.getByText(`Питання ${i}`, { exact: true })).toBeVisible();
    await chooseAnswer(page, rightAnswer(await questionByAnswers(page)));
  }
}

/**
 * Answers the `count` questions of the lesson on screen, question `wrongAt` wrongly (its right and wrong answers are
 * marked at once, decision 090), then retests that one mistake rightly and goes back to the map.
 */
export async function lessonWithOneMistake(page: Page, count: number, wrongAt: number): Promise<void> {
  let mistaken: PackQuestion | null = null;
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(`Питання ${i}`, { exact: true })).toBeVisible();
    const q = await questionOnScreen(page);
    if (i !== wrongAt) {
      await chooseAnswer(page, rightAnswer(q));
      continue;
    }
    mistaken = q;
    await chooseAnswer(page, wrongAnswer(q));
    await expect(
      page.locator(`label[data-look="right"]:has(input[value="${rightAnswer(q)}"])`),
    ).toBeVisible();
    await expect(
      page.locator(`label[data-look="wrong"]:has(input[value="${wrongAnswer(q)}"])`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Далі' }).click();
  }
  const modal = page.getByRole('dialog', { name: 'Є помилки' });
  await expect(modal).toContainText(`Ви правильно відповіли на ${count - 1} з ${count} питань`);
  await modal.getByRole('button', { name: 'Пройти ще раз!' }).click();
  await expect(page.getByText('1/1')).toBeVisible();
  const again = await questionOnScreen(page);
  expect(again.id).toBe(mistaken!.id);
  await chooseAnswer(page, rightAnswer(again));
  await page
    .getByRole('dialog', { name: 'Помилки виправлено!' })
    .getByRole('button', { name: 'На мапу' })
    .click();
}
