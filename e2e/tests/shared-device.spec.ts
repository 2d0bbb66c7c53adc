import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';
import { learnerToken, signInWithToken } from '../support/learner.ts';

// A shared device forgets (decision 164): a Premium pupil's theory pages, pictures and saved lessons are not there
// for the next person, whether the pupil closed the tab without logging out or the server ended the session.

const [CLOSED_TAB_PUPIL, REVOKED_PUPIL] = ['+380990000164', '+380990000165'];
const THEORY_PAGE = '/api/theories/1/content/101';

function pupil(phone: string, request: APIRequestContext) {
  expect(E2E_PREMIUM_PHONES).toContain(phone);
  return learnerToken(request, {
    phone,
    password: 'Spilnyi-prystrii-2026',
    firstName: 'Ірина',
    lastName: 'Мельник',
  });
}

/** What the device keeps: IndexedDB databases, the pdr-user-* caches and the theory pages among them. */
function deviceData(page: Page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('pdr-user-'));
    const theory = names.includes('pdr-user-theory')
      ? (await (await caches.open('pdr-user-theory')).keys()).map((r) => new URL(r.url).pathname)
      : [];
    return { databases: (await indexedDB.databases()).map((d) => d.name), caches: names, theory };
  });
}

/** What a script of the page gets for `url` with these headers: the status, or a network failure. */
function fetched(page: Page, url: string, headers: Record<string, string> = {}) {
  return page.evaluate(
    ([u, h]) =>
      fetch(u, { headers: h }).then(
        (r) => `answered ${r.status}`,
        () => 'network failure',
      ),
    [url, headers] as const,
  );
}

/**
 * The pupil under the service worker's control saves theme 1 for offline and reads theory 1.1 with its picture:
 * both kept on the device. Returns the picture's address.
 */
async function pupilKeepsLessonsAndTheory(page: Page): Promise<string> {
  // Long stories (two tabs, offline and back): three times the usual time on a busy machine.
  test.slow();
  await page.goto('/#/learn');
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: /^Тема 1\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Зберегти для офлайн' }).click();
  await expect(page.getByText('Збережено для офлайн')).toBeVisible();

  await page.goto('/#/theory/1/content/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Тема 1. Основні терміни' })).toBeVisible();
  const picture = page.locator('article img[src*="/images/theory/"]').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect.poll(async () => (await deviceData(page)).theory).toContain(THEORY_PAGE);
  expect((await deviceData(page)).databases).toContain('pdr-offline');
  return picture.evaluate((img: HTMLImageElement) => img.src);
}

test('a Premium pupil closes the tab without logging out: offline, no request without their token gets their theory, and the next start keeps none of their lessons', async ({
  page,
  context,
  request,
}) => {
  const token = await pupil(CLOSED_TAB_PUPIL, request);
  await signInWithToken(page, token);
  const pictureUrl = await pupilKeepsLessonsAndTheory(page);

  await context.setOffline(true);
  // The worker answers the pupil's own session from the device, and nobody else: no token, or another one.
  expect(await fetched(page, THEORY_PAGE, { Authorization: `Bearer ${token}` })).toBe('answered 200');
  expect(await fetched(page, THEORY_PAGE)).toBe('network failure');
  expect(await fetched(page, THEORY_PAGE, { Authorization: 'Bearer someone-else' })).toBe('network failure');
  // A page that never asked the API with the pupil's token gets no copy of the signed theory picture.
  const stranger = await context.newPage();
  await stranger.goto('/favicon.svg');
  expect(await fetched(stranger, pictureUrl)).toBe('network failure');
  await stranger.close();

  // The tab is closed without logging out: its session storage, and the token in it, go; the device stays.
  await page.close();
  const next = await context.newPage();
  await next.goto('/#/');
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await next.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The app starts with no session: the pupil's saved lessons, theory pages and pictures are gone from the device.
  await expect.poll(() => deviceData(next)).toEqual({ databases: [], caches: [], theory: [] });
  expect(await fetched(next, THEORY_PAGE)).toBe('network failure');
  expect(await fetched(next, THEORY_PAGE, { Authorization: `Bearer ${token}` })).toBe('network failure');
  await next.goto('/#/theory/1/content/101');
  await expect(next.getByRole('heading', { level: 1, name: 'Тема 1. Основні терміни' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a session the server revokes while the app is open signs the pupil out and leaves nothing of theirs on the device', async ({
  page,
  context,
  request,
}) => {
  const token = await pupil(REVOKED_PUPIL, request);
  await signInWithToken(page, token);
  await pupilKeepsLessonsAndTheory(page);

  // Signed out elsewhere (another device's 'Вийти' on the same session, an operator's revocation).
  const revoked = await request.get('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);
  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );

  // The next screen's request is refused (401), and the app signs out.
  await page.goto('/#/my_test');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect.poll(() => deviceData(page)).toEqual({ databases: [], caches: [], theory: [] });

  await context.setOffline(true);
  try {
    expect(await fetched(page, THEORY_PAGE, { Authorization: `Bearer ${token}` })).toBe('network failure');
  } finally {
    await context.setOffline(false);
  }
});
