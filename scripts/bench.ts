// npm run bench: starts the real server (embedded database in a temp folder, demo content) and a bare Fastify
// server that sends the same bytes from memory, measures both with autocannon in the same run, prints the ratio.
// With DATABASE_URL the server uses PostgreSQL instead: a new database of the bench's own on that server, dropped
// at the end, so runs never meet each other's tables.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { targets, type BenchRequest } from './bench-targets.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.argv[2];
const serverPort = 3290;
const barePort = 3291;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-bench-'));
const serverUrl = process.env.DATABASE_URL;
const benchDatabase = serverUrl
  ? `pdr_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  : null;

/** Runs one statement on the PostgreSQL server of DATABASE_URL (its own database, not the bench's). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function benchDatabaseUrl(): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${benchDatabase}`;
  return url.toString();
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(baseUrl: string, request: BenchRequest) {
  const result = await autocannon({
    url: baseUrl + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(request.freshBody
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: request.freshBody!() }) }] }
      : {}),
    connections,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (benchDatabase) await onServer(`create database "${benchDatabase}"`);
// BENCH_CPU_PROF_DIR=<folder>: the server writes a V8 CPU profile there when the bench stops it.
const profileDir = process.env.BENCH_CPU_PROF_DIR;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const server = startNode([...profileArgs, 'apps/api/src/main.ts'], {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  ...(benchDatabase ? { DATABASE_URL: benchDatabaseUrl() } : {}),
});
let bare: ChildProcess | undefined;
try {
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  await waitFor(`${baseUrl}/api/health`, server);

  const chosen = targets.filter((t) => !only || t.name.includes(only));
  const prepared: { name: string; request: BenchRequest }[] = [];
  const routes = [];
  for (const target of chosen) {
    const request = await target.prepare(baseUrl);
    const res = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${target.name}: ${res.status} ${body.toString()}`);
    routes.push({
      method: request.method,
      path: request.path,
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: body.toString('base64'),
    });
    prepared.push({ name: target.name, request });
  }
  const routesFile = path.join(dataDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  bare = startNode(['scripts/bench-bare-server.ts', routesFile, String(barePort)], {});
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareUrl}${routes[0]?.path ?? '/'}`, bare).catch(() => undefined);

  const database = benchDatabase ? `PostgreSQL (${benchDatabase})` : 'PGlite';
  console.log(
    `${database}; autocannon: ${connections} connections, ${duration} s per run, ${os.cpus().length} cores\n`,
  );
  const rows = [];
  for (const { name, request } of prepared) {
    const real = await measure(baseUrl, request);
    const yardstick = await measure(bareUrl, { ...request, headers: {} });
    if (real.non2xx || real.errors) console.warn(`${name}: ${real.non2xx} non-2xx, ${real.errors} errors`);
    rows.push({
      endpoint: name,
      'req/s': Math.round(real.rps),
      'p50 ms': real.p50,
      'p99 ms': real.p99,
      'bare req/s': Math.round(yardstick.rps),
      'bare p99 ms': yardstick.p99,
      ratio: `${((real.rps / yardstick.rps) * 100).toFixed(0)}%`,
    });
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (benchDatabase) await onServer(`drop database if exists "${benchDatabase}" with (force)`);
}
