// npm run bench -- memory: the server's resident memory (RSS) idle after start, under load and a while after it
// (issue 13). Starts the real server (PGlite in a temp folder, or PostgreSQL with DATABASE_URL: a database of its
// own, dropped at the end), samples its RSS from /proc every 200 ms and splits it by /proc/<pid>/smaps and a probe
// loaded into it: code mapped from files, glibc's malloc arenas, the resident part of PGlite's WebAssembly memory,
// V8's heap, and the rest. The load is the block read and the result write of scripts/bench-targets.ts at
// BENCH_CONNECTIONS (100) for BENCH_DURATION (10) s each, twice, with their p50/p99. RSS is read 5 s after the
// start, BENCH_MEMORY_SETTLE (60) s after it, and as long after the load.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { onServer } from './bench-postgres.ts';
import { autocannonRequest, targets, type BenchRequest } from './bench-targets.ts';
import { freePort, waitForServer } from './free-port.ts';
import { loadAverage } from './load-average.ts';
import { benchServerEnv, spawnServer } from './server-process.ts';

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

/** Resident bytes by kind, from /proc/<pid>/smaps. */
interface Resident {
  rss: number;
  /** Mapped from files: the node binary and its libraries. */
  code: number;
  /** glibc's malloc: the main arena ([heap]) and the thread arenas (64 MB-aligned, 64 MB reserved each). */
  malloc: number;
  /** WebAssembly memories: an accessible part followed by V8's guard region of several GB. */
  wasm: number;
}

const ARENA = 64 * MB;

function residentOf(pid: number): Resident {
  const maps: { start: number; end: number; perms: string; path: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const [, start, end, perms, name] = head;
      maps.push({ start: parseInt(start!, 16), end: parseInt(end!, 16), perms: perms!, path: name!, rss: 0 });
    } else if (line.startsWith('Rss:')) {
      maps.at(-1)!.rss = Number(/(\d+)/.exec(line)![1]) * 1024;
    }
  }
  const resident: Resident = { rss: 0, code: 0, malloc: 0, wasm: 0 };
  maps.forEach((m, i) => {
    resident.rss += m.rss;
    const next = maps[i + 1];
    const reservedAfter =
      next && next.start === m.end && next.perms.startsWith('---') ? next.end - next.start : 0;
    if (m.path.startsWith('/')) resident.code += m.rss;
    else if (m.path === '[heap]') resident.malloc += m.rss;
    else if (m.path !== '') return;
    else if (m.start % ARENA === 0 && m.end - m.start + reservedAfter === ARENA) resident.malloc += m.rss;
    else if (m.perms.startsWith('rw') && reservedAfter >= 4 * 1024 * MB) resident.wasm += m.rss;
  });
  return resident;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const mb = (bytes: number) => Math.round(bytes / MB);

async function load(baseUrl: string, request: BenchRequest) {
  const result = await autocannon({
    url: baseUrl + request.path,
    ...autocannonRequest(request, connections),
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
    await onServer(serverUrl, (c) => c.query(`create database "${dbName}"`));
    databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  }
  const server = spawnServer([`--import=data:text/javascript,${encodeURIComponent(PROBE)}`], {
    ...benchServerEnv(port, dataDir, databaseUrl),
    BENCH_MEMORY_FILE: probeFile,
  });
  const probe = (): Probe => {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8')) as Probe;
    } catch {
      return { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0, wasm: 0 };
    }
  };
  const rows: Record<string, string | number>[] = [];
  const row = (moment: string, rss: number, p: Probe, extra: Record<string, string | number> = {}) => {
    const r = residentOf(server.pid!);
    rows.push({
      moment,
      'RSS MB': mb(rss),
      'code MB': mb(r.code),
      'malloc MB': mb(r.malloc),
      // Resident, then as large as the memories are (a WebAssembly memory is touched page by page).
      'wasm MB': p.wasm > 0 ? `${mb(r.wasm)} / ${mb(p.wasm)}` : '-',
      // Used, then committed. The committed heap counts whole, though V8 may not have touched all of it.
      'V8 heap MB': `${mb(p.heapUsed)} / ${mb(p.heapTotal)}`,
      'rest MB': mb(r.rss - r.code - r.malloc - r.wasm - p.heapTotal),
      ...extra,
    });
  };
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(`${baseUrl}/api/health`, server);
    await sleep(5);
    row('5 s after start', rssOf(server.pid!), probe());
    // On a new data folder initdb's instance is garbage by now, and V8 collects it once the server is idle.
    await sleep(settleS - 5);
    row(`idle, ${settleS} s after start`, rssOf(server.pid!), probe());

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
    if (serverUrl && dbName)
      await onServer(serverUrl, (c) => c.query(`drop database if exists "${dbName}" with (force)`));
  }
}

await benchMemory();
