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
import { autocannonRequest, targets, type BenchRequest } from './bench-targets.ts';
import { budgetLines, connectionCounts, type Measured } from './bench-budgets.ts';
import { freePort, waitForServer } from './free-port.ts';
import { loadAverage } from './load-average.ts';
import { cpuDuring, onServer } from './bench-postgres.ts';
import { spawnServer } from './server-process.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

// `learners --help` is the learner simulation's own help (scripts/bench-learners.ts).
const ownHelp = process.argv[2] === 'learners';
if (!ownHelp && (process.argv.includes('--help') || process.argv.includes('-h'))) {
  console.log(`Використання: npm run bench [-- <ціль>]
  Запити на секунду й затримки API поруч із голим Fastify на вільних портах (docs/benchmarks.md).
  <ціль>   частина назви цілі (або кілька через кому) замість усіх; teacher-scale: кабінет викладача на базі з 20 000 учнів (PostgreSQL);
           scale [--check]: читання учня й викладача на такій базі, p95 <= 20 мс (PostgreSQL)
           memory: пам'ять сервера (RSS) без навантаження, під ним і після нього
           learners [--help]: скільки учнів одночасно тримає сервер (симуляція вечора навчання)
           compare <коміт> [--rounds N] [аргументи…]: той самий замір на коміті й на робочому дереві по черзі
  --check  завершитися з помилкою, якщо якийсь бюджет не виконано (без нього бюджети лише друкуються)
  Змінні: BENCH_DURATION (5 с), BENCH_CONNECTIONS (10,100: список), DATABASE_URL (PostgreSQL замість PGlite).`);
  process.exit(0);
}
// The teacher's cabinet on a seeded large install is a run of its own (docs/benchmarks.md, issue 11).
if (process.argv[2] === 'teacher-scale') {
  await import('./bench-teacher-scale.ts');
  process.exit(0);
}
// The learner's reads on a seeded large install (issue 13): its own run, with `--check` for the p95 budget.
if (process.argv[2] === 'scale') {
  await import('./bench-scale.ts');
  process.exit(0);
}
// Learners studying at once with human pauses, ramped until a call's p95 passes 100 ms (issue 32).
if (process.argv[2] === 'learners') {
  await import('./bench-learners.ts');
  process.exit();
}
// The same bench on an earlier commit and on this tree, in turn (docs/benchmarks.md).
if (process.argv[2] === 'compare') {
  await import('./bench-compare.ts');
  process.exit(0);
}
// The server's resident memory idle, under load and after it, on either driver (issue 13, decision 111).
if (process.argv[2] === 'memory') {
  await import('./bench-memory.ts');
  process.exit(0);
}
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connectionsList = connectionCounts(process.env.BENCH_CONNECTIONS);
const check = process.argv.includes('--check');
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
// Free ports, so the bench never meets another server on the machine.
const serverPort = await freePort();
const barePort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-bench-'));
const serverUrl = process.env.DATABASE_URL;
const benchDatabase = serverUrl
  ? `pdr_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  : null;

/** Runs one statement on the PostgreSQL server of DATABASE_URL (its own database, not the bench's). */
const onPostgres = (statement: string) => onServer(serverUrl!, (c) => c.query(statement));

function benchDatabaseUrl(): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${benchDatabase}`;
  return url.toString();
}

function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(baseUrl: string, request: BenchRequest, connections: number) {
  const result = await autocannon({
    url: baseUrl + request.path,
    ...autocannonRequest(request, connections),
    connections,
    duration,
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (benchDatabase) await onPostgres(`create database "${benchDatabase}"`);
// BENCH_CPU_PROF_DIR=<folder>: the server writes a V8 CPU profile there when the bench stops it.
const profileDir = process.env.BENCH_CPU_PROF_DIR;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const server = spawnServer(profileArgs, {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  // As behind the production proxy: the exam targets sign up their many pupils from addresses of their own
  // (X-Forwarded-For), as many learners would, instead of hitting the per-address registration limit.
  TRUST_PROXY: '1',
  ...(benchDatabase ? { DATABASE_URL: benchDatabaseUrl() } : {}),
});
let bare: ChildProcess | undefined;
try {
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  await waitForServer(`${baseUrl}/api/health`, server, 300);

  const names = only?.split(',');
  const chosen = targets.filter((t) => !names || names.some((n) => t.name.includes(n)));
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
  await waitForServer(`${bareUrl}${routes[0]?.path ?? '/'}`, bare, 300).catch(() => undefined);

  const database = benchDatabase ? `PostgreSQL (${benchDatabase})` : 'PGlite';
  const measured: Measured[] = [];
  for (const connections of connectionsList) {
    console.log(
      `\n${database}; autocannon: ${connections} connections, ${duration} s per run, ${os.cpus().length} cores, ` +
        `load average ${loadAverage()}\n`,
    );
    const rows = [];
    for (const { name, request } of prepared) {
      const run = await cpuDuring(server.pid!, benchDatabase ? benchDatabaseUrl() : undefined, () =>
        measure(baseUrl, request, connections),
      );
      const real = run.result;
      const perRequest = (ms: number) => (real.total > 0 ? (ms / real.total).toFixed(2) : '–');
      // The bare server answers from memory: it needs neither the headers nor a fresh request each time.
      const yardstick = await measure(
        bareUrl,
        { ...request, headers: {}, next: undefined, left: undefined },
        connections,
      );
      if (real.non2xx || real.errors) console.warn(`${name}: ${real.non2xx} non-2xx, ${real.errors} errors`);
      measured.push({ name, connections, rps: real.rps, p99: real.p99 });
      rows.push({
        endpoint: name,
        'req/s': Math.round(real.rps),
        'p50 ms': real.p50,
        'p99 ms': real.p99,
        'max ms': real.max,
        'bare req/s': Math.round(yardstick.rps),
        'bare p99 ms': yardstick.p99,
        ratio: `${((real.rps / yardstick.rps) * 100).toFixed(0)}%`,
        // The CPU time per request barely moves with the machine's load, unlike req/s: compare runs by it.
        'CPU ms/req': benchDatabase
          ? `${perRequest(run.serverMs)} + ${perRequest(run.postgresMs)}`
          : perRequest(run.serverMs),
      });
    }
    console.table(rows);
  }
  const budgets = budgetLines(targets, measured, benchDatabase ? 'postgres' : 'pglite');
  if (budgets.length > 0) {
    console.log(`\nBudgets (${database}; load average ${loadAverage()}):`);
    console.table(budgets);
    if (check && budgets.some((b) => b.verdict === 'FAIL')) process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (benchDatabase) await onPostgres(`drop database if exists "${benchDatabase}" with (force)`);
}
