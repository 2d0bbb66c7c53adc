// npm run bench -- scale [--check] [name…]: the learner's reads on a large install (issue 13, part 2). On PostgreSQL
// (DATABASE_URL): a database of the bench's own is seeded by scripts/seed-scale.ts (20,000 learners, about 2,000,000
// recorded answers, their review cards), the real server starts on it, and a busy Premium learner in mid-course
// (the most answers among those with 7 to 12 of the 18 blocks done and cards due) reads what the app reads: the
// theme map, a theme's blocks, a block's questions, total progress, the history, repetition's counts, themes,
// summary and due session; their teacher reads the group's table and the learner's page. Each read is asked
// BENCH_REQUESTS (1,000) times after 100 warm-up requests, one at a time and BENCH_CONNECTIONS (10) at a time, and
// each request is timed from sending to its last byte. Budget: p95 <= 20 ms each. 'CPU ms/req' is the CPU time the
// server process and PostgreSQL's backends spent per request (server + PostgreSQL), which a loaded machine hardly
// changes: compare runs by it when the latencies are mostly queueing. `--check` exits with 1 when a
// budget is missed; names filter the reads (`npm run bench -- scale repetition`). BENCH_SCALE_DB=<name> measures an
// already seeded database (kept); BENCH_KEEP_DB=1 keeps the new one.
import os from 'node:os';
import type { BlocksResponse, LearningTheme } from '@pdr/contract/learning';
import {
  createAndSeed,
  dropUnlessKept,
  loadAverage,
  measure,
  scaleDatabase,
  signIn,
  startServer,
} from './bench-scale-harness.ts';
import { cpuDuring, onServer } from './bench-postgres.ts';
import { recordedAnswers } from './seed-scale.ts';

const BUDGET_P95_MS = 20;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const args = process.argv.slice(process.argv.indexOf('scale') + 1);
const check = args.includes('--check');
const filters = args.filter((a) => !a.startsWith('--'));
const database = scaleDatabase('scale');

interface Subjects {
  learner_id: number;
  learner_phone: string;
  group_id: number;
  teacher_phone: string;
  blocks: number;
  tests: number;
  answers: number;
  due: number;
  cards: number;
}

/** The learner as described above, their group and its teacher. */
async function pickSubjects(): Promise<Subjects> {
  return onServer(database.url, async (c) => {
    const { rows } = await c.query<Subjects>(`
      with premium as (
        select u.id, u.phone, u.group_id,
          (select count(*) from block_results b where b.user_id = u.id)::int as blocks,
          (select count(*) from review_cards c where c.user_id = u.id and c.due < now())::int as due
        from users u where u.role_id = 1 and u.premium_until > now() + interval '1 day'),
      candidates as (
        select p.*, (select count(*) from attempts a where a.user_id = p.id)::int as tests,
          ${recordedAnswers('p.id')}::int as answers
        from premium p where p.blocks between 7 and 12 and p.due > 0)
      select c.id as learner_id, c.phone as learner_phone, c.group_id, t.phone as teacher_phone, c.blocks, c.tests,
        c.answers, c.due, (select count(*) from review_cards r where r.user_id = c.id)::int as cards
      from candidates c join groups g on g.id = c.group_id join users t on t.id = g.teacher_id
      order by c.answers desc, c.id limit 1`);
    if (!rows[0]) throw new Error('no Premium learner in mid-course with due cards: is the database seeded?');
    return rows[0];
  });
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let failed = false;
try {
  if (!database.reused) await createAndSeed(database);
  const server = await startServer(database.url);
  try {
    const api = `${server.base}/api`;
    const s = await pickSubjects();
    const learner = await signIn(server.base, s.learner_phone);
    const teacher = await signIn(server.base, s.teacher_phone);
    // The learner's current theme (the first open one not finished) and its first block not done, as the map opens.
    const themes = (await getJson<{ theme: LearningTheme[] }>(`${api}/get-available-themes`, learner)).theme;
    const theme =
      themes.find((t) => !t.blocked && !t.disabled && t.done_blocks < t.block_count) ?? themes[0]!;
    const blocks = await getJson<BlocksResponse>(`${api}/theme/block/${theme.id}/all`, learner);
    const block =
      blocks.blocks.find((b) => b.status === 'current' || b.status === 'error') ?? blocks.blocks[0]!;
    const counts = await onServer(
      database.url,
      async (c) =>
        (
          await c.query(`select (select count(*) from users where role_id = 1) as learners,
            ${recordedAnswers()} as answers,
            (select count(*) from review_cards) as cards`)
        ).rows[0] as { learners: string; answers: string; cards: string },
    );
    console.log(
      `PostgreSQL (${database.name}): ${counts.learners} learners, ${counts.answers} recorded answers, ` +
        `${counts.cards} review cards\nlearner ${s.learner_id}: ${s.blocks} blocks done, ${s.tests} tests, ` +
        `${s.answers} answers, ${s.cards} cards (${s.due} due); theme ${theme.number}, block ${block.idx}; ` +
        `group ${s.group_id}\n${requests} requests per run, ${os.cpus().length} cores, load ${loadAverage()}\n`,
    );
    const targets: [string, string, string][] = [
      ['GET /api/get-available-themes (theme map)', `${api}/get-available-themes`, learner],
      ["GET /api/theme/block/:id/all (a theme's blocks)", `${api}/theme/block/${theme.id}/all`, learner],
      [
        'GET /api/theme/block/:id/:idx (20 questions)',
        `${api}/theme/block/${theme.id}/${block.idx}`,
        learner,
      ],
      ['GET /api/progress/total', `${api}/progress/total`, learner],
      ['GET /api/student-results (history)', `${api}/student-results`, learner],
      ['GET /api/get-repeat-themes-count (repetition)', `${api}/get-repeat-themes-count`, learner],
      ['GET /api/get-repeat-themes?type=low (repetition)', `${api}/get-repeat-themes?type=low`, learner],
      ['GET /api/repetition/summary', `${api}/repetition/summary`, learner],
      ['GET /api/repetition/due (due session)', `${api}/repetition/due`, learner],
      [
        'GET /api/teacher/groups/:id/pupils (group table)',
        `${api}/teacher/groups/${s.group_id}/pupils`,
        teacher,
      ],
      ['GET /api/teacher/pupils/:id (pupil page)', `${api}/teacher/pupils/${s.learner_id}`, teacher],
    ];
    const rows = [];
    for (const [name, url, token] of targets) {
      if (filters.length > 0 && !filters.some((f) => name.includes(f))) continue;
      await measure(url, token, 2, 100); // warm-up: statements prepared, content cached
      for (const parallel of [1, connections]) {
        const client = process.cpuUsage();
        const run = await cpuDuring(server.pid, database.url, () => measure(url, token, parallel, requests));
        const clientUs = process.cpuUsage(client);
        const timing = run.result;
        const pass = timing['p95 ms'] <= BUDGET_P95_MS;
        failed ||= !pass;
        rows.push({
          endpoint: name,
          'at a time': parallel,
          ...timing,
          'CPU ms/req': `${(run.serverMs / requests).toFixed(2)} + ${(run.postgresMs / requests).toFixed(2)}`,
          'bench ms/req': ((clientUs.user + clientUs.system) / 1000 / requests).toFixed(2),
          budget: `p95 <= ${BUDGET_P95_MS} ms`,
          '': pass ? 'PASS' : 'FAIL',
        });
      }
    }
    console.table(rows);
    console.log(`load ${loadAverage()}`);
  } finally {
    await server.stop();
  }
} finally {
  await dropUnlessKept(database);
}
if (check && failed) {
  console.error(`scale: p95 over ${BUDGET_P95_MS} ms (see FAIL above)`);
  process.exit(1);
}
