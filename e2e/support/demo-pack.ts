import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The demo pack's questions, read from the repository, so a story can answer what the screen shows. */
export interface PackQuestion {
  id: number;
  theme_id: number;
  text: string;
  answers: { id: number; text: string; correct: boolean }[];
}

const dir = path.resolve(fileURLToPath(new URL('../../content/demo/questions', import.meta.url)));
export const packQuestions: PackQuestion[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PackQuestion[]);
const byText = new Map(packQuestions.map((q) => [q.text, q]));

export const rightAnswer = (q: PackQuestion) => q.answers.find((a) => a.correct)!.id;
export const wrongAnswer = (q: PackQuestion) => q.answers.find((a) => !a.correct)!.id;

/** The question on the test screen, found in the pack by its text. */
export async function questionOnScreen(page: Page): Promise<PackQuestion> {
  const text = (await page.locator('h1[id]').first().textContent())?.trim() ?? '';
  const q = byText.get(text);
  expect(q, `question on screen: ${text}`).toBeDefined();
  return q!;
}

/** Chooses an answer on the test screen and presses 'Далі'. */
export async function chooseAnswer(page: Page, answerId: number): Promise<void> {
  await page.locator(`input[type="radio"][value="${answerId}"]`).check();
  await page.getByRole('button', { name: 'Далі' }).click();
}
