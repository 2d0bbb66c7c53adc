// npm run bench -- search [--check]: the bank's search (issue 51) on the real-size bank. The install is the real
// category B bank (BENCH_BANK, by default ../shared/data/pdr-bank-b, converted as `npm run content -- convert-pdr`
// does; the demo pack where it is missing, said so), its search documents rebuilt as an import does (timed: the
// import pays it); the real server starts on it and BENCH_CONNECTIONS (10) free learners search at once, as they
// type: each request one of QUERIES in turn, a word's beginnings among them. BENCH_REQUESTS (1,000) after 100
// warm-ups, each timed to its last byte. Budget: p95 <= 50 ms. PGlite by default, PostgreSQL with DATABASE_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchDatabase,
  cpuDuring,
  loadAverage,
  median,
  root,
  signUpLearner,
  startServer,
  timedRequests,
} from './harness.ts';

const BUDGET_P95_MS = 50;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const check = process.argv.includes('--check');
const bank = process.env.BENCH_BANK ?? path.resolve(root, '../shared/data/pdr-bank-b');

/** What learners type: whole words, words' beginnings as they are typed, two words, an apostrophe, a sign's number. */
const QUERIES = [
  'об',
  'обг',
  'обгін',
  'пішохід',
  'пішохідний перехід',
  'перехрест',
  'швидкість',
  'трамвай',
  "під'їзд",
  'розворот',
  'світлофор',
  'аварійн',
  'знак 5.16',
  'зупинка',
  'маршрутн',
  'буксир',
  'ремінь безпеки',
  'кров',
  'залізничн',
  'смуга руху',
];

const database = await benchDatabase('search');
const packDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-bench-search-pack-'));
let failed = false;
try {
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const { seedReferenceData } = await import('../../apps/api/src/db/seed.ts');
  const { importContentPack } = await import('../../apps/api/src/modules/content/import.ts');
  const { refreshSearchIndex } = await import('../../apps/api/src/modules/content/search-index.ts');
  const { convertPdrBank } = await import('../../apps/api/src/modules/content/convert-pdr-bank.ts');
  const real = existsSync(path.join(bank, 'questions.json'));
  if (real) await convertPdrBank(bank, packDir);
  else console.log(`${bank}: no such bank; the demo pack is searched instead (not the real size)`);
  const opened = await openDatabase({ DATA_DIR: database.dataDir, DATABASE_URL: database.url });
  const rebuilds: number[] = [];
  let questions = 0;
  try {
    await seedReferenceData(opened.db);
    const report = await importContentPack(opened.db, real ? packDir : path.join(root, 'content/demo'), {
      dataDir: database.dataDir,
    });
    questions = report.counts.questions.added;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await opened.db.transaction((tx) => refreshSearchIndex(tx));
      rebuilds.push(performance.now() - t0);
    }
  } finally {
    await opened.close();
  }
  console.log(
    `${database.label}: ${questions} questions; the search documents rebuilt in ${median(rebuilds).toFixed(0)} ms ` +
      `(median of 5, both languages); ${requests} requests per run, ${os.cpus().length} cores, load ${loadAverage(1)}`,
  );

  // The real bank is no demo: the server asks for its payment and SMS providers, the sandboxes here.
  const server = await startServer(database, {
    env: { PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' },
  });
  try {
    const tokens = await Promise.all(
      Array.from({ length: connections }, (_, i) => signUpLearner(server.base, i + 1)),
    );
    let n = 0;
    const next = () => {
      const i = n++;
      const q = QUERIES[i % QUERIES.length]!;
      return {
        url: new URL(`${server.base}/api/search?q=${encodeURIComponent(q)}&limit=20`),
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      };
    };
    await timedRequests(next, 2, { total: 100 });
    const rows = [];
    for (const parallel of [1, connections]) {
      const run = await cpuDuring(server.pid, database.url, () =>
        timedRequests(next, parallel, { total: requests }),
      );
      const { failed: errors, ...timing } = run.result;
      const pass = timing['p95 ms'] <= BUDGET_P95_MS && errors === 0;
      failed ||= !pass;
      rows.push({
        endpoint: 'GET /api/search?q=…&limit=20',
        'at a time': parallel,
        ...timing,
        'CPU ms/req': `${(run.serverMs / requests).toFixed(2)} + ${(run.postgresMs / requests).toFixed(2)}`,
        budget: `p95 <= ${BUDGET_P95_MS} ms`,
        '': pass ? 'PASS' : errors > 0 ? `${errors} not 2xx` : 'FAIL',
      });
    }
    console.table(rows);
    console.log(`load ${loadAverage(1)}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
  await database.drop();
}
if (check && failed) {
  console.error(`search: p95 over ${BUDGET_P95_MS} ms (see FAIL above)`);
  process.exit(1);
}
