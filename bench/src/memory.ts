// npm run bench -- memory: the server's resident memory (RSS) idle after start, under load and a while after it
// (decisions 111, 119). Starts the real server on a first start (harness.ts), samples its RSS from /proc every
// 200 ms and splits it by /proc/<pid>/smaps and a probe loaded into it: code mapped from files, glibc's malloc
// arenas, the resident part of PGlite's WebAssembly memory, V8's heap, and the rest. The load is theme 1's first
// block read and a lesson's result written (a new attempt each time, from 150 learners) at BENCH_CONNECTIONS (100)
// for BENCH_DURATION (10) s each, twice, with their p50/p99. RSS is read 5 s after the start, BENCH_MEMORY_SETTLE
// (60) s after it, and as long after the load.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchDatabase,
  loadAverage,
  root,
  signUpLearner,
  startServer,
  timedRequests,
  type TimedRequest,
} from './harness.ts';

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

/**
 * The two loads: theme 1's first block read by one learner, and its result with every answer right written by
 * 150 learners in turn, each a new attempt (a body sent again is answered as a resend, and one learner's results
 * in flight at once queue on their own rows, which is not the case to measure).
 */
async function loads(base: string): Promise<[string, () => TimedRequest][]> {
  const questions = JSON.parse(readFileSync(path.join(root, 'content/demo/questions/1.json'), 'utf8')) as {
    id: number;
    answers: { id: number; correct: boolean }[];
  }[];
  const answers = JSON.stringify(
    questions
      .slice(0, 20)
      .map((q) => ({ question_id: q.id, answer_id: q.answers.find((a) => a.correct)!.id })),
  );
  const tokens: string[] = [];
  for (let n = 0; n < 150; n++) tokens.push(await signUpLearner(base, n));
  let turn = 0;
  return [
    [
      'GET /api/theme/block/1/0',
      () => ({
        url: new URL(`${base}/api/theme/block/1/0`),
        headers: { authorization: `Bearer ${tokens[0]}` },
      }),
    ],
    [
      'POST /api/result/successful',
      () => ({
        method: 'POST',
        url: new URL(`${base}/api/result/successful`),
        headers: {
          authorization: `Bearer ${tokens[turn++ % tokens.length]}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          type: 'theme',
          theme_id: 1,
          idx: 0,
          time: 300,
          data_question: answers,
          attempt_id: randomUUID(),
        }),
      }),
    ],
  ];
}

/** Measures one server from start to a while after its load, and prints the table. */
async function benchMemory(): Promise<void> {
  const database = await benchDatabase('memory');
  const probeFile = path.join(database.dataDir, 'probe.json');
  const server = await startServer(database, {
    nodeArgs: [`--import=data:text/javascript,${encodeURIComponent(PROBE)}`],
    env: { BENCH_MEMORY_FILE: probeFile },
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
    const r = residentOf(server.pid);
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
    await sleep(5);
    row('5 s after start', rssOf(server.pid), probe());
    // On a new data folder initdb's instance is garbage by now, and V8 collects it once the server is idle.
    await sleep(settleS - 5);
    row(`idle, ${settleS} s after start`, rssOf(server.pid), probe());

    const prepared = await loads(server.base);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 200);
    for (let round = 1; round <= rounds; round++) {
      for (const [name, next] of prepared) {
        const { failed, ...figures } = await timedRequests(next, connections, { seconds: duration });
        row(`${name} #${round}`, rssOf(server.pid), probe(), { ...figures, ...(failed ? { failed } : {}) });
      }
    }
    clearInterval(sampler);
    row('peak under load', peak, probe());
    await sleep(settleS);
    row(`${settleS} s after the load`, rssOf(server.pid), probe());
    console.log(
      `${database.label}: resident memory of the server; ${connections} connections, ` +
        `${duration} s per run; ${os.cpus().length} cores; load average ${loadAverage()}`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    await database.drop();
  }
}

await benchMemory();
