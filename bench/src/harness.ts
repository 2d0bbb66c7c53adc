// What the benches of the server share: a database of their own (PGlite in a temporary folder, or with
// DATABASE_URL a PostgreSQL database created for the run and dropped after it), the install seeded into it, the
// real server started on it as `npm start` starts it, the kernel's CPU counters of the server and of PostgreSQL,
// requests timed to their last byte, and percentiles.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import { spawnServer } from '../../apps/api/src/launcher.ts';
import { freePort, waitForServer } from '../../scripts/free-port.ts';
import { seedScale, type ScaleReport } from './seed-scale.ts';

export const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The Accept-Encoding Chromium sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The mechanisms a server can be started without (`learners --without`, decision 150). */
export const MECHANISMS = ['plans', 'turns', 'gzip-parts', 'malloc'] as const;
export type Mechanism = (typeof MECHANISMS)[number];

/** The machine's load averages over 1, 5 and 15 minutes, printed beside every figure. */
export function loadAverage(digits = 2): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');
}

/** The p-th percentile of values sorted ascending (the value at or above p% of them); 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The middle of the finite values (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `work` on a client connected to `url`, and closes it. */
export async function onServer<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What an interrupted bench still does before it exits: servers first, then the databases under them. */
const cleanups: (() => Promise<void>)[] = [];
function onInterrupt(cleanup: () => Promise<void>): void {
  if (cleanups.length === 0)
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        void (async () => {
          for (const c of [...cleanups].reverse()) await c().catch(() => undefined);
          process.exit(130);
        })();
      });
  cleanups.push(cleanup);
}

export interface BenchDatabase {
  /** The bench's own PostgreSQL database, or undefined on PGlite (in `dataDir`). */
  url: string | undefined;
  /** `PostgreSQL (<name>)` or `PGlite`, as the figures are headed. */
  label: string;
  dataDir: string;
  /** Seeded before (BENCH_SCALE_DB): used as it is, and kept. */
  reused: boolean;
  /** Removes the folder and drops the database, unless kept (BENCH_SCALE_DB, BENCH_KEEP_DB=1). */
  drop(): Promise<void>;
}

/** A database of the bench's own; `postgresOnly` exits with a message without DATABASE_URL. */
export async function benchDatabase(bench: string, postgresOnly = false): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (postgresOnly && !serverUrl) {
    console.error(`${bench}: потрібен DATABASE_URL (PostgreSQL); 2 000 000 відповідей у PGlite не для цього`);
    process.exit(1);
  }
  const reuse = postgresOnly ? process.env.BENCH_SCALE_DB : undefined;
  const name = reuse ?? `pdr_bench_${bench}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const keep = Boolean(reuse) || (postgresOnly && process.env.BENCH_KEEP_DB === '1');
  const url = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() : undefined;
  if (serverUrl && !reuse) await onServer(serverUrl, (c) => c.query(`create database "${name}"`));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pdr-bench-${bench}-`));
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    rmSync(dataDir, { recursive: true, force: true });
    if (!serverUrl) return;
    if (keep) console.log(`database ${name} kept: BENCH_SCALE_DB=${name} measures it again`);
    else await onServer(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  };
  onInterrupt(drop);
  return { url, label: url ? `PostgreSQL (${name})` : 'PGlite', dataDir, reused: Boolean(reuse), drop };
}

/**
 * The install: reference data, the demo pack and `learners` in groups of 30 with their history (seed-scale.ts,
 * vacuumed and analysed as a live database stands); then `more` on the open database (the learners' sessions).
 */
export async function seedInstall<T>(
  database: BenchDatabase,
  learners: number,
  more: (db: Db) => Promise<T>,
): Promise<{ report: ScaleReport; more: T }> {
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const { seedReferenceData } = await import('../../apps/api/src/db/seed.ts');
  const { importContentPack } = await import('../../apps/api/src/modules/content/import.ts');
  const opened = await openDatabase({ DATA_DIR: database.dataDir, DATABASE_URL: database.url });
  try {
    await seedReferenceData(opened.db);
    await importContentPack(opened.db, path.join(root, 'content/demo'), { dataDir: database.dataDir });
    const report = await seedScale(opened.db, { learners });
    console.log(
      `seeded ${report.learners} learners, ${report.groups} groups, ${report.answers} recorded answers, ` +
        `${report.reviewCards} review cards in ${report.seconds} s`,
    );
    return { report, more: await more(opened.db) };
  } finally {
    await opened.close();
  }
}

/**
 * A new free learner of category B, signed up as the app's form does, from an address of their own (the bench's
 * server trusts one proxy hop, so many sign-ups meet no per-address limit); their access token.
 */
export async function signUpLearner(base: string, n = Math.floor(Math.random() * 65_536)): Promise<string> {
  const password = 'Пароль-замірів-2026';
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.13.${n >> 8}.${n & 255}` },
    body: JSON.stringify({
      phone: `+38067${String((Date.now() + n * 7919) % 10_000_000).padStart(7, '0')}`,
      first_name: 'Оксана',
      last_name: 'Коваль',
      password,
      password_confirmation: password,
      categories: [3],
      buy_premium: false,
      accept: 1,
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface BenchServer {
  base: string;
  pid: number;
  exited(): boolean;
  stop(): Promise<void>;
}

export interface ServerOptions {
  without?: readonly Mechanism[];
  env?: NodeJS.ProcessEnv;
  /** Node's flags before the script (a bench's probe); BENCH_CPU_PROF_DIR adds V8's CPU profile. */
  nodeArgs?: readonly string[];
  /** The server's stdout too, not only its stderr (its warnings, at LOG_LEVEL warn). */
  output?: boolean;
}

/**
 * The real server on the bench's database, as `npm start` starts it (apps/api/src/launcher.ts), in production
 * mode on loopback, behind one proxy as in production (each simulated learner signs in from an address of their
 * own), logging warnings; resolves once it answers /api/health. A mechanism to go without is passed to the
 * server through the bench's own entry (server.ts), the malloc thresholds by leaving them out.
 */
export async function startServer(
  database: BenchDatabase,
  options: ServerOptions = {},
): Promise<BenchServer> {
  const port = await freePort();
  const without = options.without ?? [];
  const inApp = without.filter((m) => m !== 'malloc');
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const child = spawnServer({
    nodeArgs: [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
      ...(options.nodeArgs ?? []),
    ],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.output ? 'inherit' : 'ignore', 'inherit'],
    malloc: !without.includes('malloc'),
    ...(inApp.length > 0
      ? { entry: fileURLToPath(new URL('server.ts', import.meta.url)), entryArgs: inApp }
      : {}),
  });
  const server: BenchServer = {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited: () => child.exitCode !== null,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
  onInterrupt(() => server.stop());
  try {
    // A first start on a new folder runs initdb and imports the demo pack: up to a minute on a busy machine.
    await waitForServer(`${server.base}/api/health`, child, 600);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Fields of /proc/<pid>/stat after the command's name: [0] is the state (the 3rd field); empty once it is gone. */
function statFields(pid: number | string): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return [];
  }
}

/** CPU time a process has used so far, in ms (utime + stime, the 14th and 15th fields, in ticks of 10 ms). */
function cpuMs(pid: number | string, fields = statFields(pid)): number {
  return fields.length === 0 ? 0 : (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * All the CPU time PostgreSQL's processes have used so far, in ms: the live children of the postmaster (backends,
 * autovacuum, the writers) and, through the postmaster's cutime and cstime (the 16th and 17th fields), every child
 * that has ended. A pool that closes idle connections ends backends all the time: counting only live ones missed
 * most of the work (decision 151).
 */
function postgresCpuMs(postmaster: number): number {
  const own = statFields(postmaster);
  let ms = own.length === 0 ? 0 : (Number(own[13]) + Number(own[14])) * 10;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    // The 4th field is the parent's pid.
    if (fields[1] === String(postmaster)) ms += cpuMs(entry, fields);
  }
  return ms;
}

/**
 * The CPU time the server process and PostgreSQL use while `work` runs: unlike latency, it hardly depends on what
 * else the machine is doing, so runs on a loaded machine can still be compared. PostgreSQL is the whole server on
 * this machine (the bench's database is the only one at work); on PGlite only the server process counts.
 */
export async function cpuDuring<T>(
  serverPid: number,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; serverMs: number; postgresMs: number }> {
  const postmaster = databaseUrl
    ? await onServer(databaseUrl, async (c) => {
        const { rows } = await c.query<{ pid: number }>('select pg_backend_pid() as pid');
        return Number(statFields(rows[0]!.pid)[1]);
      })
    : undefined;
  const postgresBefore = postmaster ? postgresCpuMs(postmaster) : 0;
  const serverBefore = cpuMs(serverPid);
  const result = await work();
  const serverMs = cpuMs(serverPid) - serverBefore;
  return { result, serverMs, postgresMs: postmaster ? postgresCpuMs(postmaster) - postgresBefore : 0 };
}

export interface Timing {
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'req/s': number;
  failed: number;
}

export interface TimedRequest {
  method?: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

/**
 * One request over a kept connection, timed from sending to the last byte of the body as it comes (compressed as
 * Chromium asks, and not decompressed: the browser does that, not the server); resolves with its ms and status.
 */
function timed(request: TimedRequest, agent: http.Agent): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...request.headers };
    const req = http.request(request.url, { method: request.method ?? 'GET', agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ms: performance.now() - t0, ok: status >= 200 && status < 300 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Requests made by `next`, `parallel` at a time over connections kept open, until `total` are answered or `seconds`
 * have passed. Node's http client, not fetch: fetch decompresses every body and costs the bench as much CPU as the
 * server's own work, on the cores the server shares with it (decision 120).
 */
export async function timedRequests(
  next: () => TimedRequest,
  parallel: number,
  until: { total: number } | { seconds: number },
): Promise<Timing> {
  const times: number[] = [];
  let sent = 0;
  let failed = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const started = performance.now();
  const more = () =>
    'total' in until ? sent < until.total : performance.now() - started < until.seconds * 1000;
  const worker = async () => {
    while (more()) {
      sent++;
      const { ms, ok } = await timed(next(), agent);
      times.push(ms);
      if (!ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker)).finally(() => agent.destroy());
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    'p50 ms': ms(percentile(times, 50)),
    'p95 ms': ms(percentile(times, 95)),
    'p99 ms': ms(percentile(times, 99)),
    'req/s': Math.round(times.length / seconds),
    failed,
  };
}
