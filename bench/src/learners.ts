// npm run bench -- learners: how many learners studying at once the server holds while every call still answers
// at once. Seeds an install of --max learners (seed-scale.ts, with a saved session for each, as their devices keep
// one), starts the real server on it (harness.ts), and drives virtual learners through an evening
// (learners-scenario.ts) over one shared keep-alive connection pool. The number of learners grows in
// steps until a call's p95 passes 100 ms or an error appears; it prints the largest number held, each call's
// p50/p95/p99 at that step, and the server's CPU time per learner-hour. docs/benchmarks.md says how to read it;
// decisions 148 and 157 why sessions are seeded and how sign-in is judged.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import {
  benchDatabase,
  cpuDuring,
  loadAverage,
  MECHANISMS,
  median,
  percentile,
  seedInstall,
  startServer,
  type Mechanism,
} from './harness.ts';
import { routeP95Ms, scrapeServer, serverWindow } from './server-view.ts';
import {
  beyondHash,
  learnerEvening,
  SIGN_IN,
  Stats,
  stopAll,
  teacherEvening,
  type SimLearner,
  type SimTeacher,
  type Simulation,
} from './learners-scenario.ts';

const P95_LIMIT_MS = 100;
/**
 * A p95 of a handful of requests is their slowest one, which a single hiccup of a shared machine decides: a call is
 * judged in a step only with at least this many requests (decision 148); fewer are printed and marked 'few'.
 */
const MIN_JUDGED = 20;
const LEARNERS_PER_TEACHER = 30;

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(process.argv.indexOf('learners') + 1),
      options: {
        start: { type: 'string', default: '1000' },
        step: { type: 'string', default: '1000' },
        max: { type: 'string', default: '20000' },
        'step-seconds': { type: 'string', default: '60' },
        'pause-scale': { type: 'string', default: '1' },
        warmup: { type: 'string' },
        arrivals: { type: 'string', default: '30' },
        'warmup-arrivals': { type: 'string' },
        connections: { type: 'string', default: '64' },
        without: { type: 'string' },
        rounds: { type: 'string', default: '3' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`learners: ${(error as Error).message}\nДовідка: npm run bench -- learners --help`);
    process.exit(2);
  }
}
const { values: opts } = parse();

if (opts.help) {
  console.log(`Використання: npm run bench -- learners [параметри]
  Скільки учнів одночасно тримає сервер: віртуальні учні з людськими паузами проходять вечір навчання
  (вхід, карта, уроки з результатами, повторні проходження, залік, іспити, повторення, теорія, викладач
  дивиться таблицю групи — один на 30 учнів). Кількість учнів росте кроками, поки p95 якогось виклику
  не перевищить ${P95_LIMIT_MS} мс або не з'явиться помилка (docs/benchmarks.md).
  --start N          учнів на першому кроці (1000)
  --step N           на скільки більшає кожен крок (1000)
  --max N            найбільше учнів; стільки й засіюється в базу (20000)
  --step-seconds S   тривалість кроку в секундах (60)
  --pause-scale F    множник людських пауз, напр. 0.1 для швидкої перевірки (1)
  --warmup S         розігрів перед першим кроком, без замірів, у секундах (як крок)
  --arrivals R       найбільше нових учнів за секунду, що відкривають застосунок (30)
  --warmup-arrivals R  те саме для розігріву, що не замірюється (як --arrivals)
  --connections N    з'єднань у спільному пулі keep-alive (64)
  --without M[,M…]   порівняти: --start учнів на сервері як є і без механізмів M (plans, turns,
                     gzip-parts, malloc) по черзі, --rounds разів (3)
  Змінні: DATABASE_URL (PostgreSQL замість PGlite: власна база бенча, видаляється в кінці);
  BENCH_CPU_PROF_DIR=<тека> (сервер пише туди профіль CPU V8, коли бенч його зупиняє).`);
  process.exit(0);
}

function positive(name: string, value: string | undefined, integer = true): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    console.error(
      `learners: --${name} має бути додатним${integer ? ' цілим' : ''} числом, отримано «${value}»`,
    );
    process.exit(2);
  }
  return n;
}
const start = positive('start', opts.start);
const step = positive('step', opts.step);
// --without measures --start learners only: that many are seeded.
const max = opts.without ? start : Math.max(start, positive('max', opts.max));
const stepSeconds = positive('step-seconds', opts['step-seconds'], false);
const pauseScale = positive('pause-scale', opts['pause-scale'], false);
const warmupSeconds = positive('warmup', opts.warmup ?? String(stepSeconds), false);
const arrivals = positive('arrivals', opts.arrivals, false);
const warmupArrivals = positive('warmup-arrivals', opts['warmup-arrivals'] ?? opts.arrivals, false);
/** How long `n` newcomers take to arrive: over `ms`, but never faster than `rate` a second. */
const arrivalMs = (n: number, ms: number, rate = arrivals) => Math.max(ms, (n / rate) * 1000);
const connections = positive('connections', opts.connections);
const rounds = positive('rounds', opts.rounds);
const without = (opts.without ?? '').split(',').filter(Boolean) as Mechanism[];
const unknown = without.filter((m) => !MECHANISMS.includes(m));
if (opts.without !== undefined && (unknown.length > 0 || opts.without.trim() === '')) {
  console.error(`learners: --without знає лише ${MECHANISMS.join(', ')}; отримано «${opts.without}»`);
  process.exit(2);
}

const database = await benchDatabase('learners');

/**
 * A session for every seeded learner and teacher, written as the app writes them (its own token functions), since
 * a device keeps its session and signing 40,000 people in with scrypt first would take longer than the run.
 */
async function sessionsOf(db: Db): Promise<{ learners: SimLearner[]; teachers: SimTeacher[] }> {
  const { sessions } = await import('../../apps/api/src/db/schema/accounts.ts');
  const { newToken, hashToken } = await import('../../apps/api/src/lib/tokens.ts');
  const rows = <T>(query: string) =>
    db.execute(sql.raw(query)).then((r) => (r as unknown as { rows: T[] }).rows);
  const learnerRows = await rows<{ id: number; phone: string; group_id: number; premium: boolean }>(
    `select id, phone, group_id, coalesce(premium_until > now(), false) as premium from users
     where phone like '+38068%' order by id`,
  );
  const teacherRows = await rows<{ id: number; group_id: number }>(
    'select t.id, g.id as group_id from groups g join users t on t.id = g.teacher_id order by g.id',
  );
  const tokens = new Map<number, string>();
  const all = [...learnerRows.map((r) => r.id), ...teacherRows.map((r) => r.id)];
  for (let i = 0; i < all.length; i += 1000) {
    const batch = all.slice(i, i + 1000).map((userId) => {
      const token = newToken();
      tokens.set(userId, token);
      return { userId, tokenHash: hashToken(token) };
    });
    await db.insert(sessions).values(batch);
  }
  const pupils = new Map<number, number[]>();
  for (const r of learnerRows) pupils.set(r.group_id, [...(pupils.get(r.group_id) ?? []), r.id]);
  return {
    learners: learnerRows.map((r) => ({
      id: r.id,
      phone: r.phone,
      token: tokens.get(r.id)!,
      premium: r.premium,
    })),
    teachers: teacherRows.map((r) => ({
      token: tokens.get(r.id)!,
      groupId: r.group_id,
      pupilIds: pupils.get(r.group_id) ?? [],
    })),
  };
}
type Install = Awaited<ReturnType<typeof sessionsOf>>;

interface StepResult {
  learners: number;
  /** The step's length: longer than --step-seconds when its newcomers need longer at --arrivals a second. */
  seconds: number;
  table: Record<string, string | number>[];
  /** The worst p95 of the calls judged (sign-in beyond its hash, not its whole time) with MIN_JUDGED requests or more. */
  worstP95: number;
  /** Calls whose p95 passed their limit. */
  over: number;
  errors: number;
  refusals: number;
  requests: number;
  cpuMsPerLearnerHour: string;
  /** The server's CPU ms per request over the same half-step (API + PostgreSQL's backends). */
  cpuMsPerRequest: number;
  firstErrors: string[];
  /** The bench process's CPU time over the step, in cores (1 = a whole core). */
  benchCpuShare?: number;
  /** The bench's own waits over the step: its event loop's delay (p99, max) and its requests queued for a connection. */
  benchWaits?: string;
  /** The server's own timings over the CPU window (bench-server-view.ts). */
  serverView?: string;
}

function summarise(
  learners: number,
  stats: Stats,
  serverMs: number,
  postgresMs: number,
  seconds: number,
  windowRequests: number,
  /** The server's own p95 of a route over the whole step (its `/metrics`), as `GET /api/exam/readiness`. */
  serverP95: (route: string) => number | undefined,
): StepResult {
  const table = [];
  let worstP95 = 0;
  let over = 0;
  let requests = 0;
  for (const [name, list] of [...stats.times].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const judged = sorted.length >= MIN_JUDGED && name !== SIGN_IN;
    const isOver = judged && p95 > P95_LIMIT_MS;
    if (judged) worstP95 = Math.max(worstP95, p95);
    if (isOver) over++;
    if (!name.endsWith(beyondHash(''))) requests += sorted.length;
    const ms = (v: number) => Math.round(v * 10) / 10;
    const own = name.endsWith(beyondHash('')) ? undefined : serverP95(name.replace(/ \(.*\)$/, ''));
    table.push({
      call: name,
      requests: sorted.length,
      'p50 ms': ms(percentile(sorted, 50)),
      'p95 ms': ms(p95),
      'p99 ms': ms(percentile(sorted, 99)),
      // The same route's p95 from arrival to reply in the server (the credit test and the exam result share one).
      'server p95': own === undefined ? '—' : ms(own),
      errors: stats.errors.get(name) ?? 0,
      'p95 limit': name === SIGN_IN ? '—' : P95_LIMIT_MS,
      '': isOver ? 'OVER' : judged || name === SIGN_IN ? '' : 'few',
    });
  }
  // Learner-hours of the evening simulated in the step's last half-step (where the CPU time is taken): pauses
  // compressed by --pause-scale make each real second stand for 1 / pauseScale seconds of a person's time.
  const learnerHours = (learners * (stepSeconds / 2)) / pauseScale / 3600;
  const perHour = (ms: number) => (ms / learnerHours).toFixed(0);
  return {
    learners,
    seconds,
    table,
    worstP95,
    over,
    errors: stats.errorCount,
    refusals: stats.refusals,
    requests,
    cpuMsPerLearnerHour: database.url
      ? `${perHour(serverMs + postgresMs)} (API ${perHour(serverMs)} + PostgreSQL ${perHour(postgresMs)})`
      : perHour(serverMs),
    cpuMsPerRequest: Math.round(((serverMs + postgresMs) / Math.max(1, windowRequests)) * 100) / 100,
    firstErrors: stats.firstErrors,
  };
}

function printStep(r: StepResult, title: string): void {
  console.log(
    `\n${title}: ${r.learners} learners, ${r.requests} requests in ${r.seconds.toFixed(0)} s (${(r.requests / r.seconds).toFixed(0)}/s), ` +
      `${r.errors} errors, ${r.refusals} refusals the app gives on purpose, worst p95 ${r.worstP95.toFixed(1)} ms, ` +
      `server CPU ${r.cpuMsPerLearnerHour} ms per learner-hour, the bench itself ${(r.benchCpuShare ?? 0).toFixed(2)} ` +
      `of a core${r.benchWaits ? ` (${r.benchWaits})` : ''}, load ${loadAverage()}`,
  );
  if (r.serverView) console.log(`In the step's last half, ${r.serverView}`);
  console.table(r.table);
  for (const e of r.firstErrors) console.log(`  error: ${e}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/**
 * What the generator itself adds to a call's time: its event loop's delay (a response waits for it to be read)
 * and the requests queued for one of its `--connections` (the agent's queue, sampled every 20 ms).
 */
function benchWaits() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let queued = 0;
  // The generator's own garbage collections: a long one stalls every learner's timers, and they fire together.
  let gcMs = 0;
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMax = Math.max(gcMax, entry.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const sampler = setInterval(() => {
    const waiting = Object.values(agent.requests).reduce((n, q) => n + (q?.length ?? 0), 0);
    queued = Math.max(queued, waiting);
  }, 20);
  sampler.unref();
  return {
    /** Starts a step's figures anew. */
    reset() {
      loop.reset();
      queued = 0;
      gcMs = 0;
      gcMax = 0;
    },
    text: () =>
      `its event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)}, ` +
      `at most ${queued} requests waiting for a connection, garbage collection ${gcMs.toFixed(0)} ms ` +
      `(the longest ${gcMax.toFixed(0)})`,
  };
}
/** The servers' /metrics token: the bench reads their own timings there. */
const metricsToken = randomBytes(16).toString('hex');
const driver = database.label;

interface Evening {
  held?: StepResult;
  failed?: StepResult;
}

/**
 * One server started on the seeded install (without the mechanisms named), learners ramped from `from` to `to` by
 * `step` (one step when they are equal), the server stopped.
 */
async function evening(
  { learners, teachers }: Install,
  from: number,
  to: number,
  off: readonly Mechanism[] = [],
): Promise<Evening> {
  // The server's warnings and errors (LOG_LEVEL warn) are printed with the bench's output.
  const server = await startServer(database, {
    without: off,
    env: { METRICS_TOKEN: metricsToken },
    output: true,
  });
  try {
    const base = server.base;
    const sim: Simulation = {
      base: new URL(base),
      agent,
      pauseScale,
      stats: new Stats(),
      stopped: false,
      sleepers: new Set(),
    };
    const running: Promise<void>[] = [];
    let launched = 0;
    let teachersLaunched = 0;
    const result: Evening = {};
    /** Newcomers open the app spread over `ms`, not all in the same millisecond; teachers come with their groups. */
    const launch = async (until: number, ms: number) => {
      const newcomers = learners.slice(launched, until);
      const startedAt = performance.now();
      for (const [i, l] of newcomers.entries()) {
        running.push(learnerEvening(sim, l));
        launched++;
        const wantTeachers = Math.ceil(launched / LEARNERS_PER_TEACHER);
        while (teachersLaunched < wantTeachers && teachersLaunched < teachers.length) {
          running.push(teacherEvening(sim, teachers[teachersLaunched++]!));
        }
        const due = startedAt + ((i + 1) * ms) / newcomers.length - performance.now();
        if (due > 1) await new Promise((r) => setTimeout(r, due));
      }
    };
    // Warm-up, not measured: the first step's learners open the app over its first half while the server compiles
    // its hot code and fills its caches (each block's payload is built on its first read); the first step then
    // measures them in full swing.
    const waits = benchWaits();
    const warmupStart = performance.now();
    const warmupArriving = arrivalMs(from, (warmupSeconds * 1000) / 2, warmupArrivals);
    await launch(from, warmupArriving);
    await new Promise((r) =>
      setTimeout(
        r,
        Math.max(0, warmupArriving + (warmupSeconds * 1000) / 2 - (performance.now() - warmupStart)),
      ),
    );
    for (let target = from; ; target = Math.min(to, target + step)) {
      sim.stats = new Stats();
      const stepMs = stepSeconds * 1000;
      const benchCpu = process.cpuUsage();
      waits.reset();
      const began = performance.now();
      const stepView = await scrapeServer(base, metricsToken);
      // The step's newcomers (none in the first) arrive over its first half, or longer at --arrivals a second: at
      // the rate a real evening's peak sees (a peak of 40,000 in sessions of about 45 minutes is 15 a second), not
      // all at once. Their latencies count; the server's CPU time is taken over the second half only, when everyone
      // is studying, since opening the app costs more than a minute of studying.
      const arriving = arrivalMs(target - launched, stepMs / 2);
      await launch(target, arriving);
      await new Promise((r) => setTimeout(r, Math.max(0, arriving - (performance.now() - began))));
      const sentBefore = sim.stats.requests;
      const viewBefore = await scrapeServer(base, metricsToken);
      const { serverMs, postgresMs } = await cpuDuring(
        server.pid,
        database.url,
        () => new Promise((r) => setTimeout(r, stepMs / 2)),
      );
      const viewAfter = await scrapeServer(base, metricsToken);
      const serverView = serverWindow(viewBefore, viewAfter, P95_LIMIT_MS);
      const stepSecondsTaken = (performance.now() - began) / 1000;
      const benchUs = process.cpuUsage(benchCpu);
      const windowRequests = sim.stats.requests - sentBefore;
      const measured = summarise(
        launched,
        sim.stats,
        serverMs,
        postgresMs,
        stepSecondsTaken,
        windowRequests,
        (r) => routeP95Ms(stepView, viewAfter, r),
      );
      // The load generator shares the cores with the server: its own CPU share of the step, for reading the figures.
      measured.benchCpuShare = (benchUs.user + benchUs.system) / 1000 / (stepSecondsTaken * 1000);
      measured.benchWaits = waits.text();
      measured.serverView = serverView;
      console.log(
        `step ${launched} learners: worst p95 ${measured.worstP95.toFixed(1)} ms, ${measured.errors} errors, ` +
          `${measured.requests} requests, ${measured.cpuMsPerLearnerHour} CPU ms per learner-hour, ` +
          `${measured.cpuMsPerRequest} per request, load ${loadAverage()}; in its last half ${serverView}; ` +
          `the bench: ${measured.benchWaits}`,
      );
      if (measured.errors > 0 || measured.over > 0) {
        result.failed = measured;
        break;
      }
      result.held = measured;
      if (target >= to || launched >= learners.length) break;
    }
    stopAll(sim);
    await Promise.all(running);
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * --without: the same load (--start learners, one step) on a server as it is and on one with the named mechanisms
 * switched off, in turn for --rounds rounds, so that both sides meet the same machine (decision 150).
 */
async function compareWithout(install: Install) {
  const names = without.join(',');
  const sides = [
    { name: 'as it is', without: [] },
    { name: `without ${names}`, without },
  ];
  const figures = sides.map(() => ({
    cpu: [] as number[],
    perRequest: [] as number[],
    p95: [] as number[],
    rate: [] as number[],
  }));
  for (let round = 1; round <= rounds; round++) {
    // A then B, then B then A: each round's data makes the install a little larger and the next round a little
    // dearer, and a fixed order would charge that drift to the side that always goes second.
    const order = round % 2 === 1 ? [0, 1] : [1, 0];
    for (const i of order) {
      const side = sides[i]!;
      console.log(`\n=== ${side.name}, round ${round} of ${rounds}, load ${loadAverage()}`);
      const { held, failed } = await evening(install, start, start, side.without);
      const r = (held ?? failed)!;
      figures[i]!.cpu.push(Number.parseFloat(r.cpuMsPerLearnerHour));
      figures[i]!.perRequest.push(r.cpuMsPerRequest);
      figures[i]!.p95.push(r.worstP95);
      figures[i]!.rate.push(r.requests / r.seconds);
      printStep(r, failed ? 'Missed' : 'Held');
    }
  }
  console.log(`\n${driver}, ${start} learners, pauses ×${pauseScale}, medians of ${rounds} rounds:`);
  console.table(
    sides.map((side, i) => ({
      server: side.name,
      'CPU ms per request': median(figures[i]!.perRequest),
      'CPU ms per learner-hour': median(figures[i]!.cpu),
      'worst p95 ms': Math.round(median(figures[i]!.p95) * 10) / 10,
      'requests/s': Math.round(median(figures[i]!.rate)),
      'per request by round': figures[i]!.perRequest.join(' '),
      'worst p95 by round': figures[i]!.p95.map((v) => v.toFixed(0)).join(' '),
    })),
  );
  const change = (a: number[], b: number[]) => {
    const c = (median(b) / median(a) - 1) * 100;
    return `${c >= 0 ? '+' : ''}${c.toFixed(1)}%`;
  };
  console.log(
    `Without ${names}: ${change(figures[0]!.perRequest, figures[1]!.perRequest)} server CPU per request, ` +
      `${change(figures[0]!.cpu, figures[1]!.cpu)} per learner-hour`,
  );
}

try {
  const { more: install } = await seedInstall(database, max, sessionsOf);
  console.log(
    `${driver}; ${start} → ${max} learners by ${step}, ${stepSeconds} s a step after ${warmupSeconds} s of ` +
      `warm-up, at most ${arrivals} arrivals a second (${warmupArrivals} in the warm-up), pauses ×${pauseScale}, ` +
      `${connections} connections, ${os.cpus().length} cores, load ${loadAverage()}; p95 limit ${P95_LIMIT_MS} ms ` +
      `(sign-in: its time beyond its password hash)`,
  );
  if (opts.without) {
    await compareWithout(install);
  } else {
    const { held, failed } = await evening(install, start, max);
    if (held) printStep(held, 'Held');
    else console.log(`\nHeld: none (the first step, ${start} learners, already missed)`);
    if (failed) printStep(failed, 'Missed (a p95 over its limit, or errors)');
    else
      console.log(
        `\nNo step missed up to --max ${max}: the largest number held is at least ${held?.learners}.`,
      );
    console.log(`\nLargest number of learners held: ${held?.learners ?? 0} (${driver})`);
    // A p95 over its limit is a figure to report; an error is a defect (CI runs the short form for this).
    if (failed && failed.errors > 0) process.exitCode = 1;
  }
} finally {
  agent.destroy();
  await database.drop();
}
