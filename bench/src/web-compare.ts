// npm run bench:web -- --compare <commit> [--rounds N]: the web app of an earlier commit and of this working tree
// measured in turn on the same machine, in one browser. This machine's speed moves by a factor of two from hour to
// hour, so two runs of one side an hour apart differ more than two commits do: only runs side by side compare.
// Each round runs A B B A, so that a machine slowing down or speeding up through a round weighs on both alike.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'puppeteer-core';
import {
  MAIN_THREAD_GROUPS,
  openLesson,
  runLighthouse,
  startBrowser,
  type Scores,
} from './web-lighthouse.ts';
import { buildWeb, startWebServer } from './web-serve.ts';
import { loadAverage, median, root, signUpLearner } from './harness.ts';
import { addWorktree, type Worktree } from './worktree.ts';
import { answerToPaint, paintPercentiles, type PaintTimes } from './web-paint.ts';

interface Side {
  name: string;
  tree: string;
  /** Its build, and its server's data folder beside it. */
  dist: string;
  data: string;
  base?: string;
  runs: (Measurement | undefined)[];
}

/** One visit of each kind, as a new visitor and a newly signed-up learner see them (no Lighthouse with --paint-only). */
interface Measurement {
  home?: Scores;
  desktop?: Scores;
  test?: Scores;
  paint: PaintTimes;
  load: number;
}

export interface CompareOptions {
  rounds: number;
  /** Questions answered for answer-to-paint. */
  samples: number;
  paintOnly: boolean;
}

type Kind = 'score' | 'ms' | 'kb' | 'index' | 'load';
interface Row {
  label: string;
  kind: Kind;
  value: (m: Measurement) => number;
}

/** The figures of a mobile visit: its score, TBT and LCP, main-thread time by group and the bytes it fetched. */
function visitRows(name: string, scores: (m: Measurement) => Scores | undefined): Row[] {
  // Lighthouse's rows are printed only when every measurement ran Lighthouse (not with --paint-only).
  const visit = (m: Measurement) => scores(m)!;
  const total = (s: Scores) => MAIN_THREAD_GROUPS.reduce((sum, group) => sum + s.mainThread[group], 0);
  return [
    { label: `${name} performance`, kind: 'score', value: (m) => visit(m).performance },
    { label: `${name} TBT ms`, kind: 'ms', value: (m) => visit(m).tbtMs },
    { label: `${name} LCP ms`, kind: 'ms', value: (m) => visit(m).lcpMs },
    { label: `${name} main thread ms`, kind: 'ms', value: (m) => total(visit(m)) },
    ...MAIN_THREAD_GROUPS.map((group): Row => ({
      label: `  ${group}`,
      kind: 'ms',
      value: (m) => visit(m).mainThread[group],
    })),
    { label: `${name} JS KB transferred`, kind: 'kb', value: (m) => visit(m).transfer.js },
    { label: `${name} CSS KB transferred`, kind: 'kb', value: (m) => visit(m).transfer.css },
    { label: `${name} all KB transferred`, kind: 'kb', value: (m) => visit(m).transfer.total },
  ];
}

const PAINT_ROWS: Row[] = [
  { label: 'choosing an answer p50 ms', kind: 'ms', value: (m) => paintPercentiles(m.paint.answer).p50 },
  { label: 'choosing an answer p95 ms', kind: 'ms', value: (m) => paintPercentiles(m.paint.answer).p95 },
  { label: "'Далі' p50 ms", kind: 'ms', value: (m) => paintPercentiles(m.paint.next).p50 },
  { label: "'Далі' p95 ms", kind: 'ms', value: (m) => paintPercentiles(m.paint.next).p95 },
];

const LIGHTHOUSE_ROWS: Row[] = [
  ...visitRows('/ mobile', (m) => m.home),
  { label: '/ desktop performance', kind: 'score', value: (m) => m.desktop!.performance },
  { label: '/ desktop TBT ms', kind: 'ms', value: (m) => m.desktop!.tbtMs },
  ...visitRows('/test mobile', (m) => m.test),
  { label: "Lighthouse's benchmark index", kind: 'index', value: (m) => m.home!.benchmarkIndex },
];

const LOAD_ROW: Row = { label: 'load average, 1 min', kind: 'load', value: (m) => m.load };

function format(kind: Kind, value: number, signed = false): string {
  if (!Number.isFinite(value)) return '—';
  // A median of two whole scores can end in .5, and its difference should not print as 0.
  const digits =
    kind === 'kb' ? 1 : kind === 'load' ? 2 : kind === 'score' && !Number.isInteger(value) ? 1 : 0;
  const shown = kind === 'kb' ? value / 1024 : value;
  const text = shown.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const zero = Number(text.replace(/,/g, '')) === 0;
  return zero ? text.replace('-', '') : signed && value > 0 ? `+${text}` : text;
}

/**
 * A new visitor's `/` on mobile and desktop, then a new learner's lesson, `/test`, on mobile. Each measurement has
 * a browser profile of its own, so that no visit finds what an earlier one stored (a learner's offline data, a
 * service worker) beyond what Lighthouse's own storage reset clears.
 */
async function measure(browser: Browser, side: Side, options: CompareOptions): Promise<Measurement> {
  const context = await browser.createBrowserContext();
  try {
    return await measureIn(context, side, options);
  } finally {
    await context.close();
  }
}

async function measureIn(browser: BrowserContext, side: Side, options: CompareOptions): Promise<Measurement> {
  const base = side.base!;
  const load = os.loadavg()[0]!;
  const lesson = await openLesson(browser, base, await signUpLearner(base));
  const paint = await answerToPaint(lesson, options.samples);
  const session = await lesson.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await lesson.close();
  if (options.paintOnly) return { paint, load };
  const home = await runLighthouse(browser, `${base}/`, { dist: side.dist });
  const desktop = await runLighthouse(browser, `${base}/`, { dist: side.dist, desktop: true });
  // The lesson goes on at the question after the answered ones.
  const test = await runLighthouse(browser, `${base}/#/test`, { dist: side.dist, session });
  return { home, desktop, test, paint, load };
}

function printMeasurement(m: Measurement) {
  const times = (name: string, values: number[]) => {
    const { p50, p95 } = paintPercentiles(values);
    return `${name} p50 ${format('ms', p50)}, p95 ${format('ms', p95)} ms`;
  };
  console.log(`  answer to paint: ${times('choosing', m.paint.answer)}; ${times("'Далі'", m.paint.next)}`);
  if (!m.home || !m.desktop || !m.test) return;
  const visit = (name: string, s: Scores) => {
    const groups = MAIN_THREAD_GROUPS.map((g) => `${g} ${format('ms', s.mainThread[g])}`).join(', ');
    const total = MAIN_THREAD_GROUPS.reduce((sum, g) => sum + s.mainThread[g], 0);
    console.log(
      `  ${name}: performance ${s.performance}, TBT ${format('ms', s.tbtMs)} ms, LCP ${format('ms', s.lcpMs)} ms, ` +
        `${format('kb', s.transfer.total)} KB transferred (JS ${format('kb', s.transfer.js)}, ` +
        `CSS ${format('kb', s.transfer.css)})\n    main thread ${format('ms', total)} ms: ${groups}`,
    );
  };
  visit('/ mobile', m.home);
  console.log(`  / desktop: performance ${m.desktop.performance}, TBT ${format('ms', m.desktop.tbtMs)} ms`);
  visit('/test mobile', m.test);
  console.log(`  Lighthouse's benchmark index ${Math.round(m.home.benchmarkIndex)}`);
}

function printTable(before: Side, after: Side, rows: Row[]) {
  const runHeads = (side: Side, label: string) => side.runs.map((_, i) => `${label} ${i + 1}`);
  const head = [
    'figure',
    ...runHeads(before, 'before'),
    ...runHeads(after, 'after'),
    'before median',
    'after median',
    'after − before',
    'after / before',
  ];
  const body = rows.map((row) => {
    const values = (side: Side) => side.runs.map((run) => (run ? row.value(run) : NaN));
    const a = median(values(before));
    const b = median(values(after));
    const ratio = a !== 0 && Number.isFinite(a) && Number.isFinite(b) ? (b / a).toFixed(2) : '—';
    return [
      row.label,
      ...values(before).map((v) => format(row.kind, v)),
      ...values(after).map((v) => format(row.kind, v)),
      format(row.kind, a),
      format(row.kind, b),
      format(row.kind, b - a, true),
      ratio,
    ];
  });
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((cells) => cells[i]!.length)));
  const print = (cells: string[]) =>
    console.log(
      `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`,
    );
  print(head);
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  body.forEach(print);
}

/** Builds both sides, serves each with its own server, measures them A B B A `rounds` times; the exit code. */
export async function compareWeb(
  rev: string,
  options: CompareOptions,
  chromiumPath: string,
): Promise<number> {
  const { rounds } = options;
  let worktree: Worktree;
  try {
    worktree = addWorktree(rev);
  } catch (error) {
    console.error(`--compare ${rev}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'pdr-bench-web-compare-'));
  // Interrupted (the worktree's own handlers turn a signal into an exit), the builds go as well.
  process.on('exit', () => rmSync(work, { recursive: true, force: true }));
  const side = (name: string, tree: string, folder: string): Side => {
    mkdirSync(path.join(work, folder));
    return {
      name,
      tree,
      dist: path.join(work, folder, 'dist'),
      data: path.join(work, folder, 'data'),
      runs: [],
    };
  };
  const before = side(`before (${worktree.short})`, worktree.dir, 'before');
  const after = side('after (this working tree)', root, 'after');
  const children: ChildProcess[] = [];
  let browser: Browser | undefined;
  let failed = false;
  try {
    console.log(`load average ${loadAverage()}, ${os.cpus().length} cores; before ${worktree.commit}\n`);
    for (const s of [before, after]) {
      console.log(`Building ${s.name}…`);
      try {
        buildWeb(s.tree, s.dist);
      } catch (error) {
        console.error(
          `\nThe build of ${s.name} failed, so nothing is compared: ${error instanceof Error ? error.message : error}` +
            ' (a commit builds with the packages installed in this tree)',
        );
        return 1;
      }
    }
    for (const s of [before, after]) {
      try {
        const startedAt = performance.now();
        const { base, server } = await startWebServer(s.tree, s.dist, s.data);
        children.push(server);
        s.base = base;
        console.log(
          `The server of ${s.name} answers at ${base} (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        console.error(
          `\nThe server of ${s.name} did not start: ${error instanceof Error ? error.message : error}`,
        );
        return 1;
      }
    }
    const started = await startBrowser(chromiumPath, path.join(work, 'profile'));
    children.push(started.chromium);
    browser = started.browser;
    const order = [before, after, after, before];
    const total = rounds * order.length;
    for (let round = 1; round <= rounds; round++) {
      for (const [i, s] of order.entries()) {
        const time = new Date().toISOString().slice(11, 19);
        const run = s.runs.length + 1;
        const step = (round - 1) * order.length + i + 1;
        console.log(`\n=== ${step}/${total}: ${s.name}, run ${run}, ${time} UTC, load ${loadAverage(1)}`);
        try {
          const m = await measure(browser, s, options);
          s.runs.push(m);
          printMeasurement(m);
        } catch (error) {
          // One failed visit on a loaded machine leaves the other runs to compare; its column shows a dash.
          s.runs.push(undefined);
          failed = true;
          console.log(`  this run failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    console.log(`\nBefore ${worktree.short} and after (this working tree), runs in the order A B B A:\n`);
    printTable(before, after, [...PAINT_ROWS, ...(options.paintOnly ? [] : LIGHTHOUSE_ROWS), LOAD_ROW]);
    console.log(`\nload average ${loadAverage()}`);
  } finally {
    await browser?.disconnect().catch(() => undefined);
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
    worktree.remove();
  }
  return failed ? 1 : 0;
}
