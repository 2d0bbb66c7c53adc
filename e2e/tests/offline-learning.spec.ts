import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseAnswer,
  lessonWithOneMistake,
  questionOnScreen,
  questionShown,
  rightAnswer,
  themeQuestions,
} from '../support/demo-pack.ts';
import { phoneSequence, signInLearner } from '../support/learner.ts';
import { passLesson } from '../support/results.ts';

// The learning data offline (decision 137): a theme kept on the device, lessons and retests with no network,
// their results waiting in the outbox and counted once when the connection returns, and nothing of the pupil left
// on the device after logout.

const theme1 = themeQuestions(1);

// +38093 numbers are used by no other story.
const nextPhone = phoneSequence('+38093', Date.now() % 10_000_000);

const signIn = (page: Page, request: APIRequestContext) =>
  signInLearner(page, request, {
    phone: nextPhone(),
    password: 'Bez-merezhi-2026',
    firstName: 'Марта',
    lastName: 'Гнатюк',
  });

/** The map under the service worker's control (the first visit registers it; it does not claim the open page). */
async function mapUnderServiceWorker(page: Page) {
  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the device keeps for the pupil: IndexedDB databases and the pdr-user-* caches. */
function deviceData(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: (await caches.keys()).filter((n) => n.startsWith('pdr-user-')),
  }));
}

test('a pupil saves theme 1, goes offline, reloads, finishes block 2 with one mistake and its retest, comes back online and sees both results in /my_test once', async ({
  page,
  context,
  request,
}) => {
  // A whole lesson and its retest offline, then the results online and a phone's layout: a long story.
  test.slow();
  const token = await signIn(page, request);
  await passLesson(request, token, 1, 0);
  await mapUnderServiceWorker(page);

  await page.getByRole('button', { name: 'Зберегти для офлайн' }).click();
  await expect(page.getByText('Збережено для офлайн')).toBeVisible();
  // The lesson pictures are on the device too.
  await expect.poll(async () => (await deviceData(page)).caches).toContain('pdr-user-images');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await expect(page.getByText(/Ця тема збережена на пристрої/)).toBeVisible();
  await page.getByRole('button', { name: 'Урок 2: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);

  const block = theme1.slice(20, 40);
  // Right and wrong at once, with no network, as online.
  await lessonWithOneMistake(page, block.length, 3);

  // The block map moved on from the results kept on the device; both wait for the connection.
  await expect(page.getByRole('button', { name: 'Урок 2: пройдено' })).toBeVisible();
  const badge = page.getByRole('status').filter({ hasText: "2 результати чекають на зв'язок" });
  await expect(badge).toBeVisible();
  await expect(badge.getByRole('button', { name: 'Надіслати зараз' })).toBeVisible();
  // The offline map and the badge fit a phone as well as a desktop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByText(/Ця тема збережена на пристрої/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`offline-map-${width}.png`), fullPage: true });
  }

  await context.setOffline(false);
  await expect(badge).toBeHidden();
  await page.goto('/#/my_test');
  const rows = page.getByRole('region', { name: 'Історія тестів' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `${block.length - 1} / ${block.length}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Робота над помилками' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Робота над помилками' })).toContainText('1 / 1');
  // Once: sending again (a reload, another tab) records nothing new.
  await page.reload();
  await expect(rows).toHaveCount(3);
});

test.describe(() => {
  // Requests a service worker answers are not routed by Playwright: this story holds one back.
  test.use({ serviceWorkers: 'block' });

  test("a reloaded lesson shows its question from the device before the server's copy comes, then goes on", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/#/learn');
    await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
    await expect(page.getByText('Питання 1', { exact: true })).toBeVisible();
    await chooseAnswer(page, rightAnswer(await questionOnScreen(page)));
    await expect(page.getByText('Питання 2', { exact: true })).toBeVisible();
    const second = await questionShown(page);

    // The server's copy of the test is held back on reload: the question is painted from the device's copy.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/get-question-from-session-crypt', async (route) => {
      await held;
      await route.continue();
    });
    const serverCopy = page.waitForResponse('**/api/get-question-from-session-crypt');
    await page.reload();
    await expect(page.getByText('Питання 2', { exact: true })).toBeVisible();
    expect((await questionShown(page)).id).toBe(second.id);
    release();
    await serverCopy;
    // The server's copy is the same test: the lesson goes on, checked as before.
    await chooseAnswer(page, rightAnswer(second));
    await expect(page.getByText('Питання 3', { exact: true })).toBeVisible();
  });
});

test('after logout nothing of the pupil is left in IndexedDB or Cache Storage', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Зберегти для офлайн' }).click();
  await expect(page.getByText('Збережено для офлайн')).toBeVisible();
  await expect
    .poll(async () => deviceData(page))
    .toEqual({ databases: ['pdr-offline'], caches: ['pdr-user-images'] });

  await page.getByRole('button', { name: 'Вийти' }).first().click();
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(async () => deviceData(page)).toEqual({ databases: [], caches: [] });
});
