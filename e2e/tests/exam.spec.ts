import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerShown, packThemes, questionShown, type PackQuestion } from '../support/demo-pack.ts';
import { phoneSequence, signInLearner } from '../support/learner.ts';
import { questionsSent } from '../support/results.ts';
import { animationsSettled } from '../support/settled.ts';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';

/*
 * Exam stories on the demo pack. The exam never sends the answer key, so the stories read the right answers from
 * the pack in the repository and find the question on screen by its text.
 */
const PASSWORD = 'Ispyt-uchnia-2026';
const nextPhone = phoneSequence('+38063', Date.now() % 10_000_000);

/** Registers a pupil (a new free one, or the given phone) and signs the browser in before the app loads. */
async function signIn(page: Page, request: APIRequestContext, phone?: string): Promise<string> {
  return signInLearner(page, request, {
    phone: phone ?? nextPhone(),
    password: PASSWORD,
    firstName: 'Ірина',
    lastName: 'Бондар',
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** /general → 'Іспит' → 'Почати' (through the rules modal the first time) → /test. */
async function startExam(page: Page) {
  await page.goto('/#/general');
  await page.getByRole('radio', { name: /^Іспит/ }).check();
  await page.getByRole('button', { name: 'Почати' }).click();
  const rules = page.getByRole('dialog', { name: 'Правила іспиту' });
  await expect(rules).toBeVisible();
  await rules.getByRole('button', { name: 'Зрозуміло, почати іспит' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  await expect(page.getByRole('region', { name: 'Іспит' })).toBeVisible();
  await questionShown(page);
}

/** How many answers the server has checked so far, as the exam's head shows it. */
async function answeredCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Відповідей: \d+$/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

/** Waits until the server has checked one more answer than `before`, or the exam has ended. */
async function checked(page: Page, before: number) {
  await expect(
    page
      .getByText(`Відповідей: ${before + 1}`)
      .or(heading(page).filter({ hasText: /^Іспит (не )?складено!$/ })),
  ).toBeVisible();
}

/** Answers the question on screen with the mouse and waits until the server has checked it. */
async function answer(page: Page, right: boolean): Promise<PackQuestion> {
  await questionShown(page);
  const before = await answeredCount(page);
  const q = await answerShown(page, right);
  await checked(page, before);
  return q;
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Питання іспиту' });

test('a Premium pupil passes an exam with one mistake, reviews the correct answers and sees the theme of the mistake', async ({
  page,
  request,
}) => {
  await signIn(page, request, E2E_PREMIUM_PHONES[3]!);
  await startExam(page);
  const missed = await answer(page, false);
  await expect(strip(page).getByRole('button', { name: 'Питання 1, неправильно' })).toBeVisible();
  await expect(page.getByText('Помилок: 1 з 2 допустимих')).toBeVisible();
  for (let i = 1; i < 20; i++) await answer(page, true);

  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Іспит складено!');
  await expect(page.getByText('19/20')).toBeVisible();
  const theme = packThemes.find((t) => t.id === missed.theme_id)!;
  const analysis = page.getByRole('region', { name: 'Ви припустилися помилок у темах:' });
  await expect(analysis.getByRole('listitem')).toHaveText([`Тема ${theme.number}. ${theme.title}`]);
  await expect(page.getByRole('button', { name: 'Скласти ще раз' })).toBeVisible();
  await expect(page.getByText('Щоб оцінити готовність, потрібно ще 2 іспити.')).toBeVisible();

  await page.getByRole('button', { name: 'Правильні відповіді' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  await expect(heading(page)).toHaveText(missed.text);
  const right = missed.answers.find((a) => a.correct)!;
  const wrong = missed.answers.find((a) => !a.correct)!;
  await expect(page.locator('label[data-look="right"]')).toHaveText(new RegExp(escape(right.text)));
  await expect(page.locator('label[data-look="wrong"]')).toHaveText(new RegExp(escape(wrong.text)));
  // Answers are locked in the review.
  for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();

  await strip(page).getByRole('button', { name: 'Питання 20, правильно' }).click();
  const last = await questionShown(page);
  await expect(page.locator('label[data-look="right"]')).toHaveText(
    new RegExp(escape(last.answers.find((a) => a.correct)!.text)),
  );
  await expect(page.getByText('Ваша відповідь правильна')).toBeVisible();

  // The home page's progress section shows the readiness too, with the way back to the exam.
  await page.goto('/#/');
  const readiness = page.getByRole('region', { name: 'Готовність до іспиту' });
  await expect(readiness).toContainText('Ви складали 1 іспит. Щоб оцінити готовність, потрібно ще 2 іспити.');
  await readiness.getByRole('link', { name: 'Скласти іспит' }).click();
  await expect(page).toHaveURL(/#\/general$/);
});

test('a pupil makes three mistakes and the exam ends at once', async ({ page, request }) => {
  await signIn(page, request);
  await startExam(page);
  await answer(page, false);
  await answer(page, true);
  await answer(page, false);
  await answer(page, false);

  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Іспит не складено!');
  await expect(page.getByText('1/20')).toBeVisible();
  // A free pupil: the note says what is free on this page (readiness, the groups below) and what Premium adds.
  await expect(
    page.getByText(/Перелік тем, у яких ви помилилися\s+в цьому іспиті, додає тариф Преміум\./),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Оформити Преміум' })).toHaveAttribute('href', '#/premium');
  await expect(page.getByRole('button', { name: 'Скласти ще раз' })).toHaveCount(0);

  await page.getByRole('link', { name: 'На головну', exact: true }).click();
  await page.goto('/#/my_test');
  await expect(page.getByRole('cell', { name: 'Іспит' })).toBeVisible();
});

/** The exam's questions as the server keeps them (its payload has no answer key). */
async function examQuestionIds(request: APIRequestContext, token: string): Promise<number[]> {
  return (await questionsSent(request, token, '/api/exam-crypt')).map((q) => q.id);
}

const clockOf = async (page: Page) => {
  const text = (await page.getByRole('region', { name: 'Іспит' }).getByRole('timer').textContent()) ?? '';
  const [, mm, ss] = /(\d\d):(\d\d)/.exec(text) ?? [];
  return Number(mm) * 60 + Number(ss);
};

test('a pupil reloads in the middle of an exam and goes on with the same questions and the clock still running', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  await startExam(page);
  for (let i = 0; i < 3; i++) await answer(page, true);
  const before = await examQuestionIds(request, token);
  const current = await questionShown(page);
  // The clock has run since the start.
  await expect.poll(() => clockOf(page)).toBeLessThan(20 * 60);
  const left = await clockOf(page);

  await page.reload();
  await expect(heading(page)).toHaveText(current.text);
  for (const n of [1, 2, 3])
    await expect(strip(page).getByRole('button', { name: `Питання ${n}, правильно` })).toBeDisabled();
  await expect(strip(page).getByRole('button', { name: 'Питання 5, без відповіді' })).toBeEnabled();
  expect(await examQuestionIds(request, token)).toEqual(before);
  expect(await clockOf(page)).toBeLessThanOrEqual(left);
  // Still running after the reload.
  const after = await clockOf(page);
  await expect.poll(() => clockOf(page), { timeout: 5000 }).toBeLessThan(after);
});

test('the clock runs out and the result shows the exam not passed', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, request);
  await startExam(page);
  await answer(page, true);
  await answer(page, true);
  // The server's own deadline is 20 real minutes away: the client sends its result at 0 and the server closes
  // the exam with what it recorded (unanswered questions count as not passed).
  await page.clock.fastForward('20:00');

  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Іспит не складено!');
  await expect(page.getByText('2/20')).toBeVisible();
  await expect(page.getByText('Без відповіді: 18')).toBeVisible();
});

test('a pupil takes the whole exam with the keyboard only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/#/general');
  // 'Почати' with nothing chosen blinks the options and says what to do.
  const start = page.getByRole('button', { name: 'Почати' });
  for (let i = 0; i < 60 && !(await start.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Спершу оберіть режим: «Навчання» або «Іспит».')).toBeVisible();
  // The focus is on the first option now; the arrow moves the choice to 'Іспит'.
  await expect(page.getByRole('radio', { name: /^Навчання/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Іспит/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Правила іспиту' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Зрозуміло, почати іспит' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/test$/);

  for (let i = 0; i < 20; i++) {
    const q = await questionShown(page);
    // The new question has the focus, so a screen reader reads it first.
    await expect(heading(page)).toBeFocused();
    const digit = q.answers.findIndex((a) => a.correct) + 1;
    await page.keyboard.press(String(digit));
    await expect(page.getByRole('radio', { name: q.answers[digit - 1]!.text, exact: true })).toBeChecked();
    await page.keyboard.press('Enter');
    await checked(page, i);
    if (i < 19) await expect(page.getByText(`Питання ${i + 1}: правильно.`)).toBeAttached();
  }
  await expect(page).toHaveURL(/#\/result$/);
  await expect(heading(page)).toHaveText('Іспит складено!');
  await expect(page.getByText('20/20')).toBeVisible();
});

test.describe('on a 375x812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("'Далі' is in view without scrolling on every question of an exam", async ({ page, request }) => {
    // A new free pupil: one exam a day is theirs.
    await signIn(page, request);
    await startExam(page);
    for (let i = 0; i < 20; i++) {
      const q = await questionShown(page);
      const before = await answeredCount(page);
      const next = page.getByRole('button', { name: 'Далі' });
      // Where 'Далі' is before any scrolling (the page at its top), and the right answer chosen as a tap does,
      // without the scrolling a robot's check() would do first.
      const seen = await next.evaluate(
        (b, right) => {
          const box = b.getBoundingClientRect();
          const seen = { inView: box.top >= 0 && box.bottom <= window.innerHeight, scrollY: window.scrollY };
          document.querySelector<HTMLInputElement>(`input[type="radio"][value="${right}"]`)?.click();
          return seen;
        },
        q.answers.find((a) => a.correct)!.id,
      );
      expect(seen, `question ${q.id}`).toEqual({ inView: true, scrollY: 0 });
      await expect(next).toBeEnabled();
      await next.click();
      await checked(page, before);
    }
    await expect(heading(page)).toHaveText('Іспит складено!');
  });
});

test.describe('exam screenshots', () => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test('/general with the rules modal, /test after a right and a wrong answer, and /result at 375 and 1280 px', async ({
    page,
    request,
  }) => {
    // Twenty answers and six screens at two widths: longer than one story.
    test.setTimeout(180_000);
    const dir = process.env.SHOTS_DIR!;
    const widths = [375, 1280] as const;
    const sizeFor = async (width: number) => page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    const shot = async (name: string, width: number, fullPage = true) => {
      // Past the dialogs' fade-in and the layout settling after a resize.
      await animationsSettled(page);
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
    };
    // A Premium pupil: the result lists the themes of the mistakes.
    await signIn(page, request, E2E_PREMIUM_PHONES[6]!);
    for (const width of widths) {
      await sizeFor(width);
      await page.goto('/#/general');
      await expect(page.getByRole('radio', { name: /^Іспит/ })).toBeVisible();
      await shot('general', width);
    }
    // The rules are shown once, before the first exam: both widths with the modal open.
    await page.getByRole('radio', { name: /^Іспит/ }).check();
    await page.getByRole('button', { name: 'Почати' }).click();
    const rules = page.getByRole('dialog', { name: 'Правила іспиту' });
    await expect(rules).toBeVisible();
    for (const width of widths) {
      await sizeFor(width);
      await shot('exam-rules', width, false);
    }
    await rules.getByRole('button', { name: 'Зрозуміло, почати іспит' }).click();
    await expect(page).toHaveURL(/#\/test$/);

    await answer(page, true);
    await answer(page, false);
    await expect(strip(page).getByRole('button', { name: 'Питання 1, правильно' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'Питання 2, неправильно' })).toBeVisible();
    for (const width of widths) {
      await sizeFor(width);
      await shot('exam-test', width);
    }
    // One more mistake and the rest right: passed with two mistakes, their themes listed.
    await answer(page, false);
    for (let i = 3; i < 20; i++) await answer(page, true);
    await expect(page).toHaveURL(/#\/result$/);
    await expect(heading(page)).toHaveText('Іспит складено!');
    await expect(page.getByRole('region', { name: 'Ви припустилися помилок у темах:' })).toBeVisible();
    for (const width of widths) {
      await sizeFor(width);
      await shot('exam-result', width);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
