// npm run bench -- memory: the server's resident memory (RSS) idle after start, under load and a while after it
// (issue 13). Starts the real server (PGlite in a temp folder, or PostgreSQL with DATABASE_URL: a database of its
// own, dropped at the end), samples its RSS from /proc every 200 ms and, through a probe loaded into it, where the
// memory is: V8 heap, external and array buffers, and PGlite's WebAssembly memory (which never shrinks). The load
// is the block read and the result write of scripts/bench-targets.ts at BENCH_CONNECTIONS (100) for
// BENCH_DURATION (10) s each, twice, with their p50/p99. BENCH_MEMORY_SETTLE (60) s later RSS is read again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { targets, type BenchRequest } from './bench-targets.ts';
import { freePort, waitForServer } from './free-port.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const MB = 1024 * 1024;
const duration = Number(process.env.BENCH_DURATION ?? 10);
// The last of npm run bench's list (10,100): the memory under the heaviest load.
const connections = Number((process.env.BENCH_CONNECTIONS ?? '100').split(',').at(-1));
const settleS = Number(process.env.BENCH_MEMORY_SETTLE ?? 60);
const rounds = 2;

// Loaded into the server with --import: counts WebAssembly memories as they are made and writes the process's
// own figures to a file twice a second (a bench-only probe; the app itself exposes nothing of this).
const PROBE = `
import { renameSync, writeFileSync } from 'node:fs';
const memories = [];
const Original = WebAssembly.Memory;
WebAssembly.Memory = function (...args) { const m = new Original(...args); memories.push(new WeakRef(m)); return m; };
WebAssembly.Memory.prototype = Original.prototype;
const file = process.env.BENCH_MEMORY_FILE;
setInterval(() => {
  const u = process.memoryUsage();
  const wasm = memories.reduce((sum, m) => sum + (m.deref()?.buffer.byteLength ?? 0), 0);
  // Written aside and renamed, so the bench never reads half a file.
  writeFileSync(file + '.tmp', JSON.stringify({ ...u, wasm }));
  renameSync(file + '.tmp', file);
}, 500).unref();
`;

interface Probe {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const mb = (bytes: number) => Math.round(bytes / MB);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function load(baseUrl: string, request: BenchRequest) {
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
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors,
  };
}

/** Measures one server from start to a while after its load, and prints the table. */
async function benchMemory(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const dbName = serverUrl
    ? `pdr_bench_mem_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-bench-memory-'));
  const probeFile = path.join(dataDir, 'probe.json');
  const port = await freePort();
  let databaseUrl: string | undefined;
  if (serverUrl && dbName) {
    await onServer(serverUrl, `create database "${dbName}"`);
    databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  }
  const server = spawn(
    process.execPath,
    [`--import=data:text/javascript,${encodeURIComponent(PROBE)}`, 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TRUST_PROXY: '1',
        BENCH_MEMORY_FILE: probeFile,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const probe = (): Probe => {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8')) as Probe;
    } catch {
      return { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0, wasm: 0 };
    }
  };
  const rows: Record<string, string | number>[] = [];
  const row = (moment: string, rss: number, p: Probe, extra: Record<string, string | number> = {}) =>
    rows.push({
      moment,
      'RSS MB': mb(rss),
      'V8 heap MB': `${mb(p.heapUsed)} / ${mb(p.heapTotal)}`,
      // process.memoryUsage().external includes the WebAssembly memory.
      'external MB': mb(p.external - p.wasm),
      'wasm MB': mb(p.wasm),
      'other MB': mb(rss - p.heapTotal - p.external - p.wasm),
      ...extra,
    });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(`${baseUrl}/api/health`, server);
    await sleep(5);
    row('idle after start', rssOf(server.pid!), probe());

    const chosen = targets.filter((t) => /theme\/block\/1\/0|result\/successful/.test(t.name));
    const prepared = [];
    for (const t of chosen) prepared.push({ name: t.name, request: await t.prepare(baseUrl) });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 200);
    for (let round = 1; round <= rounds; round++) {
      for (const { name, request } of prepared) {
        const figures = await load(baseUrl, request);
        row(`${name.split(' (')[0]} #${round}`, rssOf(server.pid!), probe(), {
          'req/s': figures.rps,
          'p50 ms': figures.p50,
          'p99 ms': figures.p99,
          'max ms': figures.max,
          ...(figures.failed ? { failed: figures.failed } : {}),
        });
      }
    }
    clearInterval(sampler);
    row('peak under load', peak, probe());
    await sleep(settleS);
    row(`${settleS} s after the load`, rssOf(server.pid!), probe());
    console.log(
      `${dbName ? `PostgreSQL (${dbName})` : 'PGlite'}: resident memory of the server; ${connections} connections, ` +
        `${duration} s per run; ${os.cpus().length} cores; load average ${loadAverage()}`,
    );
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && dbName) await onServer(serverUrl, `drop database if exists "${dbName}" with (force)`);
  }
}

await benchMemory();
