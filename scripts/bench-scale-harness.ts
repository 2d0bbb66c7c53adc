// What the benches on a large install share (npm run bench -- scale, -- teacher-scale): a PostgreSQL database of
// their own seeded by scripts/seed-scale.ts (or BENCH_SCALE_DB, an already seeded one, kept), the real server on it
// (production mode, logs at warn), signing in, and timing each request from sending to its last byte, so that p95
// is exact, not read off a histogram.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onServer } from './bench-postgres.ts';
import { freePort, waitForServer } from './free-port.ts';
import { loadAverage as loadAverageOf } from './load-average.ts';
import { spawnServer } from './server-process.ts';
import { BROWSER_ENCODINGS } from './bench-targets.ts';
import { SCALE_PASSWORD, seedScale } from './seed-scale.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ScaleDatabase {
  /** The PostgreSQL server of DATABASE_URL (its own database, for create and drop). */
  serverUrl: string;
  name: string;
  url: string;
  /** Not dropped at the end: BENCH_SCALE_DB names it, or BENCH_KEEP_DB=1. */
  keep: boolean;
  /** BENCH_SCALE_DB: seeded before, used as it is. */
  reused: boolean;
}

/** The bench's database from the environment; exits with a message without DATABASE_URL. */
export function scaleDatabase(bench: string): ScaleDatabase {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(`${bench}: потрібен DATABASE_URL (PostgreSQL); 2 000 000 відповідей у PGlite не для цього`);
    process.exit(1);
  }
  const reuse = process.env.BENCH_SCALE_DB;
  const name = reuse ?? `pdr_bench_scale_${Date.now().toString(36)}`;
  return {
    serverUrl,
    name,
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    keep: Boolean(reuse) || process.env.BENCH_KEEP_DB === '1',
    reused: Boolean(reuse),
  };
}

/** Creates the database, brings it up to date, loads the demo pack and seeds the large install. */
export async function createAndSeed(database: ScaleDatabase): Promise<void> {
  await onServer(database.serverUrl, (c) => c.query(`create database "${database.name}"`));
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { seedReferenceData } = await import('../apps/api/src/db/seed.ts');
  const { importContentPack } = await import('../apps/api/src/modules/content/import.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-scale-'));
  const opened = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: database.url });
  try {
    await seedReferenceData(opened.db);
    await importContentPack(opened.db, path.join(root, 'content/demo'), { dataDir });
    console.log('seeded', await seedScale(opened.db));
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function dropUnlessKept(database: ScaleDatabase): Promise<void> {
  if (database.keep) {
    console.log(`database ${database.name} kept: BENCH_SCALE_DB=${database.name} measures it again`);
    return;
  }
  await onServer(database.serverUrl, (c) =>
    c.query(`drop database if exists "${database.name}" with (force)`),
  );
}

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** The real server on the database (production mode, logs at warn), once it answers /api/health. */
export async function startServer(databaseUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const server = spawnServer(profileArgs, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/api/health`, server, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop };
}

/** Signs in a seeded user (everyone has SCALE_PASSWORD) and gives back the access token. */
export async function signIn(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${phone}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Timing {
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'req/s': number;
}

/**
 * One GET over a kept connection, timed from sending to the last byte of the body as it comes (compressed as
 * Chromium asks, and not decompressed: the browser does that, not the server).
 */
function timedGet(url: URL, token: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url.href}: ${res.statusCode}`));
          else resolve(performance.now() - t0);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * `total` requests, `parallel` at a time, each over a connection of its own kept open. Node's http client, not
 * fetch: fetch decompresses every body and costs the bench as much CPU as the server's own work, on the cores the
 * server shares with it (decision 120).
 */
export async function measure(url: string, token: string, parallel: number, total: number): Promise<Timing> {
  const times: number[] = [];
  let next = 0;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      times.push(await timedGet(target, token, agent));
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
    'req/s': Math.round(total / seconds),
  };
}

/** One decimal, as the scale benches have always printed it. */
export const loadAverage = () => loadAverageOf(1);
