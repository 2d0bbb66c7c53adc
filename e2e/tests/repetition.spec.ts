import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';
import {
  chooseAnswer,
  questionOnScreen,
  rightAnswer,
  themeQuestions,
  wrongAnswer,
  answerRight,
} from '../support/demo-pack.ts';
import { signInLearner } from '../support/learner.ts';
import { postLessonResult } from '../support/results.ts';
import { scrollUntilShown } from '../support/scroll.ts';
import { animationsSettled } from '../support/settled.ts';

/**
 * Repetition: theme strengths, today's spaced review, the statistics reset and the feedback form.
 * Premium pupils register with phones from E2E_PREMIUM_PHONES (5 and 6 are this file's, 8 its screenshots').
 */

const theme1 = themeQuestions(1);

/** Minutes left of the day in Kyiv, where the review's 'today' ends. */
function minutesToKyivMidnight(): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  return 24 * 60 - (h * 60 + m);
}

/**
 * A lesson's mistakes fall due 10 minutes later: in the last minutes of the Kyiv day that is tomorrow, and nothing is
 * due today. Stories that review those mistakes today cannot run then (the API tests check that case).
 */
const mistakesDueTomorrow = () => minutesToKyivMidnight() <= 12;

async function signIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  return signInLearner(page, request, {
    phone,
    password: 'Пароль-учня-2026',
    firstName: 'Марта',
    lastName: 'Бойко',
  });
}

/** Block 1 of theme 1 through the API, the first `wrong` questions answered wrongly. */
async function lessonWithMistakes(request: APIRequestContext, token: string, wrong: number) {
  const entries = theme1
    .slice(0, 20)
    .map((q, i) => ({ question_id: q.id, answer_id: i < wrong ? wrongAnswer(q) : rightAnswer(q) }));
  await postLessonResult(request, token, { type: 'theme', themeId: 1, idx: 0, time: 300, entries });
}

const axeScript = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core findings on the page as it is now, one line each. */
async function graveViolations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A modal fading in has its text at part opacity for a moment: contrast is judged once it has settled.
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: Found[] }> } })
      .axe;
    const { violations } = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test.describe('repetition', () => {
  test('a Premium pupil with mistakes in theme 1 sees it under Слабкі, presses Повторити and lands on its map', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, E2E_PREMIUM_PHONES[4]!);
    await lessonWithMistakes(request, token, 12);
    await page.goto('/#/repetition');
    await expect(page.getByRole('heading', { level: 1, name: 'Повторення' })).toBeVisible();
    await expect(page.getByText('Ваші помилки з усіх тем, кожна у свій день')).toBeVisible();

    const weak = page.getByRole('tab', { name: /Слабкі/ });
    await expect(weak).toHaveAttribute('aria-selected', 'true');
    await expect(weak).toContainText('1');
    const row = page.getByRole('listitem').filter({ hasText: 'Тема 1' });
    await expect(row).toContainText('Слабка');
    await expect(row).toContainText('40%');

    // The tabs follow the arrow keys; the strong tab has nothing yet.
    // One key at a time, each waited for, as a person presses them.
    await weak.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Середні/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Сильні/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Тем для повторення немає!')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /Середні/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(weak).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Повторити тему 1' }).click();
    await expect(page).toHaveURL(/#\/learn$/);
    await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  });

  test("a Premium pupil takes today's review session and sees the due count fall", async ({
    page,
    request,
  }) => {
    test.skip(
      mistakesDueTomorrow(),
      "the last minutes of the Kyiv day: the lesson's mistakes fall due tomorrow",
    );
    const token = await signIn(page, request, E2E_PREMIUM_PHONES[5]!);
    await lessonWithMistakes(request, token, 3);
    await page.goto('/#/repetition');
    const today = page.getByTestId('due-today');
    await expect(today).toHaveText('3 питання');

    await page.getByRole('button', { name: 'Почати повторення' }).click();
    await expect(page).toHaveURL(/#\/test$/);
    await expect(page.getByText('Таймер вимкнено')).toBeVisible();
    // A lesson: hints are offered.
    await expect(page.getByRole('button', { name: 'Коментар' })).toBeVisible();
    const seen: number[] = [];
    for (let i = 1; i <= 3; i++) {
      await expect(page.getByText(`Питання ${i}`, { exact: true })).toBeVisible();
      const q = await questionOnScreen(page);
      seen.push(q.id);
      await chooseAnswer(page, rightAnswer(q));
    }
    expect(seen.sort()).toEqual(
      theme1
        .slice(0, 3)
        .map((q) => q.id)
        .sort(),
    );

    await expect(page).toHaveURL(/#\/repetition$/);
    await expect(today).toHaveText('0 питань');
    await expect(page.getByText(/На сьогодні все повторено! Наступні питання —/)).toBeVisible();
  });

  test('a Premium pupil resets statistics and sees progress at zero with the history still there', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, E2E_PREMIUM_PHONES[4]!);
    await lessonWithMistakes(request, token, 2);
    await page.goto('/#/');
    const progress = page.getByRole('region', { name: 'Ваш прогрес' });
    await expect(progress.getByText(/^18 \/ \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Скинути статистику' }).click();
    const modal = page.getByRole('dialog', { name: 'Скинути статистику?' });
    await expect(modal).toContainText('Історія пройдених тестів та іспитів залишиться');
    await modal.getByRole('button', { name: 'Ні' }).click();
    await expect(modal).toBeHidden();
    await expect(progress.getByText(/^18 \/ \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Скинути статистику' }).click();
    await modal.getByRole('button', { name: 'Так' }).click();
    await expect(modal).toBeHidden();
    await expect(progress.getByText(/^0 \/ \d+$/)).toBeVisible();
    await expect(page.getByText('Статистику скинуто')).toBeVisible();

    await page.goto('/#/my_test');
    await expect(page.getByRole('row').filter({ hasText: 'Урок' }).first()).toBeVisible();
    await page.goto('/#/repetition');
    await expect(page.getByTestId('due-today')).toHaveText('0 питань');
    await expect(page.getByRole('tab', { name: /Слабкі/ })).toContainText('0');
  });

  test('a guest sends feedback from the home page', async ({ page }) => {
    await page.goto('/#/');
    const form = page.getByRole('form', { name: /залиште повідомлення/i });
    await scrollUntilShown(page, form);
    await form.getByRole('button', { name: 'Надіслати' }).click();
    await expect(form.getByText("Вкажіть ім'я")).toBeVisible();

    await form.getByLabel("Ім'я").fill('Ірина');
    await form.getByLabel('Номер телефону').fill('067 555 44 33');
    await form.getByLabel('Повідомлення').fill('Чи можна займатися з телефона?');
    await form.getByRole('button', { name: 'Надіслати' }).click();
    await expect(form.getByRole('status')).toHaveText("Дякуємо! Ми зв'яжемося з вами.");
    await expect(form.getByLabel('Повідомлення')).toHaveValue('');
  });

  test('the repetition screen passes axe-core at 1280 and 375 px, with the reset modal open too', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, E2E_PREMIUM_PHONES[5]!);
    await lessonWithMistakes(request, token, 10);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#/repetition');
      await expect(page.getByRole('listitem').filter({ hasText: 'Тема 1' })).toBeVisible();
      expect(await graveViolations(page), `/repetition at ${width} px`).toEqual([]);
    }
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Скинути статистику' }).click();
    await expect(page.getByRole('dialog', { name: 'Скинути статистику?' })).toBeVisible();
    expect(await graveViolations(page), 'reset modal').toEqual([]);
  });
});

test.describe('repetition screenshots', () => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test('/repetition with questions due and its summary after the review, at 375 and 1280 px', async ({
    page,
    request,
  }) => {
    test.skip(
      mistakesDueTomorrow(),
      "the last minutes of the Kyiv day: the lesson's mistakes fall due tomorrow",
    );
    test.setTimeout(120_000);
    const dir = process.env.SHOTS_DIR!;
    const widths = [375, 1280] as const;
    const shots = async (name: string) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        await animationsSettled(page);
        await page.screenshot({ path: path.join(dir, `repetition-${name}-${width}.png`), fullPage: true });
      }
    };
    const token = await signIn(page, request, E2E_PREMIUM_PHONES[7]!);
    await lessonWithMistakes(request, token, 12);
    await page.goto('/#/repetition');
    await expect(page.getByTestId('due-today')).toHaveText('12 питань');
    await expect(page.getByRole('listitem').filter({ hasText: 'Тема 1' })).toBeVisible();
    await shots('due');

    // Today's review, every answer right: the card then says all is done and when the next questions come.
    await page.getByRole('button', { name: 'Почати повторення' }).click();
    await expect(page).toHaveURL(/#\/test$/);
    await answerRight(page, 1, 12);
    await expect(page).toHaveURL(/#\/repetition$/);
    await expect(page.getByText(/На сьогодні все повторено! Наступні питання —/)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Слабкі/ })).not.toContainText('…');
    await shots('summary');
  });
});
