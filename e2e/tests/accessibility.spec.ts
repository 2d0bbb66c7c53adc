import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseAnswer, questionOnScreen, wrongAnswer } from '../support/demo-pack.ts';
import { goToScreen } from '../support/forms.ts';
import { phoneSequence, signInLearner } from '../support/learner.ts';
import { passLesson } from '../support/results.ts';
import { animationsSettled } from '../support/settled.ts';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';

/*
 * Accessibility of the main screens: axe-core runs in the page, at a 1280 px desktop and a 375 px phone, and a
 * serious or critical violation fails the story. axe is evaluated through the browser's devtools protocol, so the
 * app's Content-Security-Policy (script-src 'self') stays as it is in production.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [1280, 375] as const;
const PASSWORD = 'Dostupnist-2026';

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Waits for loading to end and for one-off animations (a modal sliding in) to finish, then runs axe. */
async function expectAccessible(page: Page, screen: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    // Video frames come from YouTube: not ours to check, and axe would wait for them.
    const result = (await axe.run(document, { iframes: false, resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  });
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ` +
        v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
          .join('; '),
    );
  const width = page.viewportSize()?.width ?? 0;
  expect(grave, `${screen} at ${width} px`).toEqual([]);
}

/** Checks the page at each width, reloading it so each layout starts fresh. */
async function expectAccessibleAtAllWidths(page: Page, screen: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await ready();
    await expectAccessible(page, screen);
  }
}

async function openScreen(page: Page, hash: string, heading: string | RegExp) {
  await page.goto(`/#${hash}`);
  await expectAccessibleAtAllWidths(page, hash, () =>
    expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(),
  );
}

const nextPhone = phoneSequence('+38063', (Date.now() % 1_000_000) + 3_000_000);

async function signIn(page: Page, request: APIRequestContext, phone?: string): Promise<string> {
  return signInLearner(page, request, {
    phone: phone ?? nextPhone(),
    password: PASSWORD,
    firstName: 'Ірина',
    lastName: 'Мельник',
  });
}

test.describe('accessibility (axe, serious and critical)', () => {
  test('a guest’s home, sign-in, registration and recovery', async ({ page }) => {
    await openScreen(page, '/', 'Складіть теоретичний іспит з ПДР з першої спроби');
    await openScreen(page, '/login', /Вивчайте правила дорожнього руху/);
    await openScreen(page, '/register', /Онлайн тренажер/);
    await openScreen(page, '/recover', 'Відновлення пароля');
  });

  test('a guest’s pages, theory plug, tests plug, profile plug and unknown page', async ({ page }) => {
    await openScreen(page, '/about', 'Про нас');
    await openScreen(page, '/agreement', 'Угода користувача');
    await openScreen(page, '/theory', 'Теорія ПДР');
    await openScreen(page, '/started_learn', 'Увійдіть, щоб навчатися');
    await openScreen(page, '/profile', 'Увійдіть, щоб переглянути свій кабінет');
    await openScreen(page, '/no-such-page', 'Сторінку не знайдено');
  });

  test('a guest’s forms with errors, the login-required modal and the phone menu', async ({ page }) => {
    await page.goto('/#/register');
    await expectAccessibleAtAllWidths(page, 'registration errors', async () => {
      await page.getByRole('button', { name: 'Зареєструватися' }).click();
      await expect(page.getByText('Потрібно погодитися з умовами користувацької угоди')).toBeVisible();
    });

    await goToScreen(page, '/login', /Вивчайте правила дорожнього руху онлайн/);
    await expectAccessibleAtAllWidths(page, 'login-required modal', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Преміум' }).click();
      await expect(page.getByRole('dialog', { name: 'Потрібен вхід' })).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await goToScreen(page, '/', 'Складіть теоретичний іспит з ПДР з першої спроби');
    await page.getByRole('button', { name: 'Відкрити меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await expectAccessible(page, 'phone menu');
  });

  // A free pupil's screens come in four stories: axe is injected again after every reload, and one story for all of
  // them took 50-60 s of its minute with two stories at once.
  test('a free pupil’s home and theme map', async ({ page, request }) => {
    const token = await signIn(page, request);
    // One finished lesson, so the map has a done block.
    await passLesson(request, token, 1, 0);
    await openScreen(page, '/', 'Складіть теоретичний іспит з ПДР з першої спроби');
    await openScreen(page, '/learn', 'Навчання за темами');
  });

  test('a free pupil’s history and profile', async ({ page, request }) => {
    const token = await signIn(page, request);
    // One finished lesson, so the history has a row.
    await passLesson(request, token, 1, 0);
    await openScreen(page, '/my_test', 'Мої тести');
    await openScreen(page, '/profile', 'Ірина Мельник');
    await openScreen(page, '/profile/edit', 'Редагування профілю');
  });

  test('a free pupil’s Premium modal and profile menu', async ({ page, request }) => {
    await signIn(page, request);
    await goToScreen(page, '/profile', 'Ірина Мельник');
    await expectAccessibleAtAllWidths(page, 'Premium modal', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Преміум' }).click();
      await expect(page.getByRole('dialog', { name: 'Преміум-доступ' })).toContainText('грн');
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'Меню профілю' }).click();
    await expect(page.getByRole('menuitem', { name: 'Вийти' })).toBeVisible();
    await expectAccessible(page, 'profile menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a free pupil’s lesson, its comment and the lesson after a wrong answer', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    await passLesson(request, token, 1, 0);
    await page.goto('/#/learn');
    await page.getByRole('button', { name: 'Урок 2: поточний урок' }).click();
    await expect(page).toHaveURL(/#\/test$/);
    await expectAccessibleAtAllWidths(page, 'lesson', () =>
      expect(page.getByRole('button', { name: 'Далі' })).toBeVisible(),
    );
    await page.getByRole('button', { name: 'Коментар' }).click();
    await expect(page.getByRole('dialog', { name: 'Коментар' })).toBeVisible();
    await expectAccessible(page, 'comment modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await chooseAnswer(page, wrongAnswer(await questionOnScreen(page)));
    // The right and the wrong answer stay marked, with the comment under them, until 'Далі' (decision 090).
    await expect(page.locator('label[data-look="wrong"]')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Неправильно\./ })).toBeVisible();
    await expectAccessible(page, 'lesson after a wrong answer');
  });

  test('a Premium pupil’s theme list and home progress', async ({ page, request }) => {
    await signIn(page, request, E2E_PREMIUM_PHONES[2]!);
    await openScreen(page, '/started_learn', 'Навчання за темами');
    await openScreen(page, '/', 'Складіть теоретичний іспит з ПДР з першої спроби');
  });

  test('a Premium pupil’s theory: the list, a theory’s themes, a theme’s content', async ({
    page,
    request,
  }) => {
    await signIn(page, request, E2E_PREMIUM_PHONES[2]!);
    await openScreen(page, '/theory', 'Теорія ПДР');
    await openScreen(page, '/theory/1', 'Правила дорожнього руху: основи');
    await openScreen(page, '/theory/1/content/101', /Основні терміни/);
  });
});
