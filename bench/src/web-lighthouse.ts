// The web bench's browser and Lighthouse runs (`npm run bench:web`, and its --compare): Debian's Chromium driven
// through the Puppeteer that Lighthouse itself uses, a learner signed up and their lesson opened as the app does,
// and one Lighthouse run's figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type * as Puppeteer from 'puppeteer-core';
import { gzipSize } from '../../scripts/web-sizes.ts';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse's groups of main-thread work (`mainthread-work-breakdown`), in the order the benches print them. */
export const MAIN_THREAD_GROUPS = [
  'scriptEvaluation',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'scriptParseCompile',
  'garbageCollection',
  'other',
] as const;
export type MainThreadGroup = (typeof MAIN_THREAD_GROUPS)[number];

/** Chromium with the bench's flags and a profile in `profileDir`, and Puppeteer connected to it. */
export async function startBrowser(
  chromiumPath: string,
  profileDir: string,
): Promise<{ browser: Browser; chromium: ChildProcess }> {
  const chromium = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = '';
    chromium.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    chromium.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${text}`)));
    // Not installed (ENOENT): a rejection the caller's cleanup sees, not an uncaught 'error' that leaves servers up.
    chromium.once('error', (error) => reject(new Error(`${chromiumPath}: ${error.message}`)));
  });
  chromium.stderr!.resume();
  const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const puppeteer = lighthouseRequire('puppeteer-core') as typeof Puppeteer;
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  return { browser, chromium };
}

/** Session storage of a page as JSON, to give another page the same signed-in lesson. */
export async function seedSession(page: Page, origin: string, entries: Record<string, string>) {
  await page.evaluateOnNewDocument(
    (o: string, e: Record<string, string>) => {
      if (location.origin !== o || sessionStorage.length > 0) return;
      for (const [key, value] of Object.entries(e)) sessionStorage.setItem(key, value);
    },
    origin,
    entries,
  );
}

/** Opens block 1 of theme 1 from the map as a learner would; returns the page on /test. */
export async function openLesson(
  browser: Browser | BrowserContext,
  base: string,
  token: string,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  await seedSession(page, base, { token: JSON.stringify(token) });
  await page.goto(`${base}/#/learn`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Урок 1: поточний урок)').click();
  await page.waitForFunction(() => location.hash === '#/test');
  await page.locator('::-p-aria(Далі)').wait();
  return page;
}

export interface Scores {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** JS + CSS the page fetched, gzip'd sizes of the built files. */
  fetchedGzip: number;
  /** Those files (assets/…). */
  fetchedFiles: string[];
  /** Bytes over the wire during the visit (`network-requests`' transferSize): scripts, style sheets, everything. */
  transfer: { js: number; css: number; total: number };
  /** Main-thread time by Lighthouse's group, ms (throttled as the run's score counts it). */
  mainThread: Record<MainThreadGroup, number>;
  /** The element of the largest contentful paint. */
  lcpElement: string;
  failedA11y: string[];
  /** Lighthouse's measure of this machine's CPU, and its warnings (a host slower than it expects among them). */
  benchmarkIndex: number;
  warnings: string[];
  /** The elements that moved, with their share of CLS. */
  shifts: string[];
}

export interface LighthouseOptions {
  /** The build the server sends, for the gzip'd size of each file fetched. */
  dist: string;
  /** Session storage to start the page with (a signed-in learner's lesson). */
  session?: Record<string, string>;
  /** A repeat visit: the service worker and its caches stay. */
  repeat?: boolean;
  /** Lighthouse's desktop configuration instead of its default mobile preset. */
  desktop?: boolean;
}

type Item = Record<string, unknown>;

export async function runLighthouse(
  browser: Browser | BrowserContext,
  url: string,
  options: LighthouseOptions,
): Promise<Scores> {
  const { dist, session, repeat = false, desktop = false } = options;
  const page = await browser.newPage();
  if (session) await seedSession(page, new URL(url).origin, session);
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // A signed-in lesson keeps the session its page was given; a repeat visit, the service worker and its caches.
      disableStorageReset: Boolean(session) || repeat,
    },
    desktop ? desktopConfig : undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

  const requests = items('network-requests') as {
    url: string;
    transferSize?: number;
    resourceType?: string;
  }[];
  let fetchedGzip = 0;
  const fetchedFiles: string[] = [];
  const transfer = { js: 0, css: 0, total: 0 };
  for (const request of requests) {
    const bytes = request.transferSize ?? 0;
    transfer.total += bytes;
    if (request.resourceType === 'Script') transfer.js += bytes;
    if (request.resourceType === 'Stylesheet') transfer.css += bytes;
    const { pathname } = new URL(request.url);
    if (!/^\/assets\/.+\.(js|css)$/.test(pathname)) continue;
    fetchedGzip += gzipSize(dist, pathname.slice(1));
    fetchedFiles.push(pathname.slice(1));
  }
  const mainThread = Object.fromEntries(
    MAIN_THREAD_GROUPS.map((group) => [group, 0]),
  ) as Scores['mainThread'];
  for (const { group, duration } of items('mainthread-work-breakdown') as {
    group: string;
    duration: number;
  }[]) {
    const known = (MAIN_THREAD_GROUPS as readonly string[]).includes(group)
      ? (group as MainThreadGroup)
      : 'other';
    mainThread[known] += duration;
  }

  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
    .map((a) => `${a.id}: ${a.title}`);
  type ShiftItem = { score?: number; node?: { selector?: string; snippet?: string } };
  const shifts = (items('layout-shifts') as ShiftItem[]).map(
    (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
  );
  // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list of the subparts' table and the node.
  const lcpParts = items('lcp-breakdown-insight') as { type?: string; snippet?: string }[];
  const lcpElement = lcpParts.find((item) => item.type === 'node')?.snippet ?? '';
  return {
    lcpElement,
    shifts,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fetchedGzip,
    fetchedFiles,
    transfer,
    mainThread,
    failedA11y,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}
