// npm run bench -- scale [--teacher] [--check] [name…]: the reads of a large install (decision 106). On PostgreSQL
// (DATABASE_URL): a database of the bench's own is seeded by seed-scale.ts (20,000 learners, about 2,000,000
// recorded answers, their review cards), the real server starts on it, and a busy Premium learner in mid-course
// (the most answers among those with 7 to 12 of the 18 blocks done and cards due) reads what the app reads: the
// theme map, a theme's blocks, a block's questions, total progress, the history, repetition's counts, themes,
// summary and due session; their teacher reads the group's table and the learner's page. With --teacher only the
// teacher's two reads, of the group of 30 with the most tests and its pupil with the most. Each read is asked
// BENCH_REQUESTS (1,000) times after 100 warm-ups, one and BENCH_CONNECTIONS (10) at a time, each timed to its last
// byte. Budget: p95 <= 20 ms each. 'CPU ms/req' is the server's and PostgreSQL's CPU time per request, which a
// loaded machine hardly changes. `--check` exits with 1 when a budget is missed; names filter the reads
// (`scale repetition`). BENCH_SCALE_DB=<name> measures an already seeded database (kept); BENCH_KEEP_DB=1 keeps a
// new one.
import os from 'node:os';
import type { BlocksResponse, LearningTheme } from '@pdr/contract/learning';
import {
  benchDatabase,
  cpuDuring,
  loadAverage,
  onServer,
  seedInstall,
  startServer,
  timedRequests,
} from './harness.ts';
import { recordedAnswers, SCALE_PASSWORD } from './seed-scale.ts';

const BUDGET_P95_MS = 20;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const learners = Number(process.env.BENCH_SCALE_LEARNERS ?? 20_000);
const args = process.argv.slice(process.argv.indexOf('scale') + 1);
const check = args.includes('--check');
const teacherOnly = args.includes('--teacher');
const filters = args.filter((a) => !a.startsWith('--'));
const database = await benchDatabase('scale', true);
const url = database.url!;

const query = <T>(text: string) => onServer(url, async (c) => (await c.query<T & object>(text)).rows[0]);

/** The learner as described above, their group and its teacher. */
function pickLearner() {
  return query<{
    learner_id: number;
    learner_phone: string;
    group_id: number;
    teacher_phone: string;
    blocks: number;
    tests: number;
    answers: number;
    due: number;
    cards: number;
  }>(`
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
}

/** --teacher: the group of exactly 30 pupils with the most tests, its teacher, and its pupil with the most. */
function pickTeacher() {
  return query<{ group_id: number; teacher_phone: string; pupil_id: number }>(`
    with g as (
      select u.group_id from users u left join attempts a on a.user_id = u.id
      where u.group_id is not null and u.role_id = 1 group by u.group_id
      having count(distinct u.id) = 30 order by count(a.id) desc limit 1)
    select g.group_id, t.phone as teacher_phone,
      (select u.id from users u left join attempts a on a.user_id = u.id where u.group_id = g.group_id
       group by u.id order by count(a.id) desc limit 1) as pupil_id
    from g join groups gr on gr.id = g.group_id join users t on t.id = gr.teacher_id`);
}

/** Signs in a seeded user (everyone has SCALE_PASSWORD) and gives back the access token. */
async function signIn(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${phone}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function getJson<T>(address: string, token: string): Promise<T> {
  const res = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${address}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The reads to time: [name, address, token]. */
async function readsOf(base: string): Promise<[string, string, string][]> {
  const api = `${base}/api`;
  const table = (group: number) => `${api}/teacher/groups/${group}/pupils`;
  if (teacherOnly) {
    const t = await pickTeacher();
    if (!t) throw new Error('no group of 30 pupils: is the database seeded?');
    const teacher = await signIn(base, t.teacher_phone);
    console.log(`group ${t.group_id} (30 pupils, the most tests), pupil ${t.pupil_id}`);
    return [
      ['GET /api/teacher/groups/:id/pupils (group table)', table(t.group_id), teacher],
      ['GET /api/teacher/pupils/:id (pupil page)', `${api}/teacher/pupils/${t.pupil_id}`, teacher],
    ];
  }
  const s = await pickLearner();
  if (!s) throw new Error('no Premium learner in mid-course with due cards: is the database seeded?');
  const learner = await signIn(base, s.learner_phone);
  const teacher = await signIn(base, s.teacher_phone);
  // The learner's current theme (the first open one not finished) and its first block not done, as the map opens.
  const themes = (await getJson<{ theme: LearningTheme[] }>(`${api}/get-available-themes`, learner)).theme;
  const theme = themes.find((t) => !t.blocked && !t.disabled && t.done_blocks < t.block_count) ?? themes[0]!;
  const blocks = await getJson<BlocksResponse>(`${api}/theme/block/${theme.id}/all`, learner);
  const block =
    blocks.blocks.find((b) => b.status === 'current' || b.status === 'error') ?? blocks.blocks[0]!;
  console.log(
    `learner ${s.learner_id}: ${s.blocks} blocks done, ${s.tests} tests, ${s.answers} answers, ${s.cards} cards ` +
      `(${s.due} due); theme ${theme.number}, block ${block.idx}; group ${s.group_id}`,
  );
  return [
    ['GET /api/get-available-themes (theme map)', `${api}/get-available-themes`, learner],
    ["GET /api/theme/block/:id/all (a theme's blocks)", `${api}/theme/block/${theme.id}/all`, learner],
    ['GET /api/theme/block/:id/:idx (20 questions)', `${api}/theme/block/${theme.id}/${block.idx}`, learner],
    ['GET /api/progress/total', `${api}/progress/total`, learner],
    ['GET /api/student-results (history)', `${api}/student-results`, learner],
    ['GET /api/get-repeat-themes-count (repetition)', `${api}/get-repeat-themes-count`, learner],
    ['GET /api/get-repeat-themes?type=low (repetition)', `${api}/get-repeat-themes?type=low`, learner],
    ['GET /api/repetition/summary', `${api}/repetition/summary`, learner],
    ['GET /api/repetition/due (due session)', `${api}/repetition/due`, learner],
    ['GET /api/teacher/groups/:id/pupils (group table)', table(s.group_id), teacher],
    ['GET /api/teacher/pupils/:id (pupil page)', `${api}/teacher/pupils/${s.learner_id}`, teacher],
  ];
}

let failed = false;
try {
  if (!database.reused) await seedInstall(database, learners, async () => undefined);
  const server = await startServer(database);
  try {
    const counts = await query<{ learners: string; answers: string; cards: string }>(
      `select (select count(*) from users where role_id = 1) as learners, ${recordedAnswers()} as answers,
        (select count(*) from review_cards) as cards`,
    );
    console.log(
      `${database.label}: ${counts?.learners} learners, ${counts?.answers} recorded answers, ` +
        `${counts?.cards} review cards; ${requests} requests per run, ${os.cpus().length} cores, ` +
        `load ${loadAverage(1)}`,
    );
    const rows = [];
    for (const [name, address, token] of await readsOf(server.base)) {
      if (filters.length > 0 && !filters.some((f) => name.includes(f))) continue;
      const next = () => ({ url: new URL(address), headers: { authorization: `Bearer ${token}` } });
      await timedRequests(next, 2, { total: 100 }); // warm-up: statements prepared, content cached
      for (const parallel of [1, connections]) {
        const client = process.cpuUsage();
        const run = await cpuDuring(server.pid, url, () =>
          timedRequests(next, parallel, { total: requests }),
        );
        const clientUs = process.cpuUsage(client);
        const { failed: errors, ...timing } = run.result;
        const pass = timing['p95 ms'] <= BUDGET_P95_MS && errors === 0;
        failed ||= !pass;
        rows.push({
          endpoint: name,
          'at a time': parallel,
          ...timing,
          'CPU ms/req': `${(run.serverMs / requests).toFixed(2)} + ${(run.postgresMs / requests).toFixed(2)}`,
          'bench ms/req': ((clientUs.user + clientUs.system) / 1000 / requests).toFixed(2),
          budget: `p95 <= ${BUDGET_P95_MS} ms`,
          '': pass ? 'PASS' : errors > 0 ? `${errors} not 2xx` : 'FAIL',
        });
      }
    }
    console.table(rows);
    console.log(`load ${loadAverage(1)}`);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
if (check && failed) {
  console.error(`scale: p95 over ${BUDGET_P95_MS} ms (see FAIL above)`);
  process.exit(1);
}
