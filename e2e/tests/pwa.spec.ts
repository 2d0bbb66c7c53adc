import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';
import { signInLearner } from '../support/learner.ts';

// The installable app shell (decisions 135 and 136): the manifest and the service worker as Chromium's
// installability check sees them, a second visit with no network, the server's paths never answered with the
// shell, and a new version offered and taken with 'Оновити'.

const HEADING = 'Складіть теоретичний іспит з ПДР з першої спроби';
/** A Premium pupil of this story alone (e2e/premium-phones.ts). */
const THEORY_PUPIL = '+380990000128';

/** The build the server serves: WEB_DIST (relative to e2e/, where the server starts) or the app's own dist. */
const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(e2eDir, process.env.WEB_DIST ?? '../apps/web/dist');

/**
 * A new version deployed while `run` runs: the served build's sw.js with one more line, which answers 'version?'
 * with 'v2' (and without its precompressed copies, which would still be the old one). Put back afterwards.
 * Playwright's routing does not see the browser's update check of a worker script, so the file itself changes.
 */
async function withNewServiceWorker(run: () => Promise<void>) {
  const file = path.join(dist, 'sw.js');
  const original = readFileSync(file);
  const compressed = ['.br', '.gz']
    .map((ext) => `${file}${ext}`)
    .filter((f) => existsSync(f))
    .map((f) => [f, readFileSync(f)] as const);
  try {
    for (const [f] of compressed) rmSync(f);
    writeFileSync(
      file,
      `${original.toString()}\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('v2'); });\n`,
    );
    await run();
  } finally {
    writeFileSync(file, original);
    for (const [f, data] of compressed) writeFileSync(f, data);
  }
}

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Opens the home page and waits for the service worker that the app registers after load to be active. */
async function withServiceWorker(page: Page): Promise<string> {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/** Opens the page again, now under the service worker's control (the first one does not claim open pages). */
async function controlled(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The precache list of the built service worker: file and revision. */
function precacheEntries(sw: string): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  // As injectManifest writes it into the worker's source: JSON, revision first.
  for (const m of sw.matchAll(/\{"revision":(?:"([0-9a-f]+)"|null),"url":"([^"]+)"\}/g))
    entries.set(m[2]!, m[1] ?? null);
  return entries;
}

test('the manifest and the service worker make the app installable', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // A browser profile of its own: in Playwright's usual contexts, which are off the record, Chromium never offers
  // to install ('in-incognito').
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pdr-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    locale: 'uk-UA',
  });
  try {
    await installable(context, request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(context: BrowserContext, request: APIRequestContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const scriptURL = await withServiceWorker(page);
  expect(new URL(scriptURL).pathname).toBe('/sw.js');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: 'Тренажер ПДР',
    short_name: 'ПДР',
    lang: 'uk',
    start_url: '/#/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5cad',
    background_color: '#f4f7fb',
  });
  // Every icon loads and has the size it claims; a maskable one and the 192 and 512 px ones browsers ask for.
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).status()).toBe(200);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");

  // Chromium's own verdict, as its install prompt uses it.
  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installability.installabilityErrors).toEqual([]);
}

test('the precached index.html is the built one, with the guest home page in it', async ({
  page,
  request,
}) => {
  await withServiceWorker(page);
  const entries = precacheEntries(await (await request.get('/sw.js')).text());
  // The home shell is written into index.html after the bundle (decision 117); the worker is generated after that.
  const served = await (await request.get('/index.html')).body();
  expect(served.toString()).toContain('id="home-shell"');
  expect(entries.get('index.html')).toBe(createHash('md5').update(served).digest('hex'));
  // The shell: the entry's script and styles, the manifest, the icons.
  const files = [...entries.keys()];
  for (const asset of await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="stylesheet"]',
      ),
    ].map((e) => new URL('src' in e ? e.src : e.href).pathname.slice(1)),
  ))
    expect(files, asset).toContain(asset);
  expect(files).toEqual(
    expect.arrayContaining(['manifest.webmanifest', 'icons/icon-192.png', 'favicon.svg']),
  );
  expect(files.some((f) => f.startsWith('.vite/') || f.endsWith('.gz') || f.endsWith('.br'))).toBe(false);
});

test('a second visit with no network opens the home page from the device; the API is never the shell', async ({
  page,
  context,
}) => {
  await withServiceWorker(page);
  await controlled(page);

  // Online, the server's paths go to the server even as navigations: JSON, not the app's page.
  const health = await page.goto('/api/health');
  expect(health?.fromServiceWorker()).toBe(false);
  expect(health?.headers()['content-type']).toMatch(/application\/json/);

  // Online too, the shell comes from the device: no page, script or style request reaches the network.
  const fromNetwork: string[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type) && !r.fromServiceWorker())
      fromNetwork.push(r.url());
  });
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  expect(fromNetwork).toEqual([]);
  await context.setOffline(true);
  try {
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();

    // The API offline is a network failure, never index.html: for a script's request and for a navigation.
    const fetched = await page.evaluate(() =>
      fetch('/api/categories').then(
        async (r) => `answered ${r.status} ${r.headers.get('content-type')}`,
        () => 'network failure',
      ),
    );
    expect(fetched).toBe('network failure');
    await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await expect(page.goto('/images/question/missing.png')).rejects.toThrow(
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
    );
  } finally {
    await context.setOffline(false);
  }
});

test('a new version is offered with Оновити and taken only on the click', async ({ page }) => {
  await withServiceWorker(page);
  await controlled(page);

  const version = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return resolve('none');
          navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), { once: true });
          controller.postMessage('version?');
          setTimeout(() => resolve('v1'), 2000);
        }),
    );
  expect(await version()).toBe('v1');

  // The server now has a new version. The app checks for one when it starts: it is installed and waits, and the
  // learner is asked.
  await withNewServiceWorker(async () => {
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'Доступна нова версія' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    // Nothing reloads by itself meanwhile: the new worker waits for the learner, it does not take over.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.state === 'installed';
    });
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );
    expect(await version()).toBe('v1');

    await page.screenshot({ path: test.info().outputPath('update-prompt-1280.png') });
    await page.setViewportSize({ width: 375, height: 740 });
    const box = await prompt.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('update-prompt-375.png') });

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Оновити' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    expect(await version()).toBe('v2');
    await expect(page.getByText('Доступна нова версія')).toHaveCount(0);
  });
});

test('a theory page a Premium pupil has opened reads offline, with its pictures; one never opened does not', async ({
  page,
  context,
  request,
}) => {
  expect(E2E_PREMIUM_PHONES).toContain(THEORY_PUPIL);
  await signInLearner(page, request, {
    phone: THEORY_PUPIL,
    password: 'Teoriya-offline-2026',
    firstName: 'Олена',
    lastName: 'Гнатюк',
  });
  const title = page.getByRole('heading', { level: 1, name: 'Тема 1. Основні терміни' });
  const picture = page.locator('article img[src*="/images/theory/"]').first();
  const pictureLoaded = () =>
    picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  await page.goto('/#/theory/1/content/101');
  await expect(title).toBeVisible();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  // Under the worker's control, the pupil reads the theme: the page and its picture are kept for offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(title).toBeVisible();
  await expect.poll(pictureLoaded).toBe(true);
  const kept = await page.evaluate(async () => {
    const urls = async (name: string) =>
      (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return { theory: await urls('pdr-user-theory'), images: await urls('pdr-user-images') };
  });
  expect(kept.theory).toContain('/api/theories/1/content/101');
  expect(kept.images.some((p) => p.startsWith('/images/theory/'))).toBe(true);
  // Nothing personal is kept by the worker: only theory pages and pictures.
  expect(kept.theory.every((p) => p.startsWith('/api/theories'))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(title).toBeVisible();
    await expect.poll(pictureLoaded).toBe(true);
    await expect(page.getByText('1/3', { exact: true })).toBeVisible();

    // A theme the pupil never opened is not on the device: the screen says so and offers to try again.
    await page.goto('/#/theory/1/content/103');
    await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Тема 16/ })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
