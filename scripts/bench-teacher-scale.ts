// npm run bench -- teacher-scale: the teacher's cabinet on a large install (issue 11). On PostgreSQL
// (DATABASE_URL): a database of the bench's own is seeded by scripts/seed-scale.ts (20,000 learners, about
// 2,000,000 recorded answers), the real server starts on it, and a teacher asks for the table of a 30-pupil group
// and for a pupil's page again and again, at 1 and at BENCH_CONNECTIONS (10) requests at a time. Prints p50, p95,
// p99 and requests per second; the target is p95 under 50 ms. BENCH_SCALE_DB=<name> reuses a seeded database on
// the same server (kept, not dropped); BENCH_KEEP_DB=1 keeps the new one for that.
import os from 'node:os';
import {
  createAndSeed,
  dropUnlessKept,
  loadAverage,
  measure,
  scaleDatabase,
  signIn,
  startServer,
} from './bench-scale-harness.ts';
import { onServer } from './bench-postgres.ts';
import { recordedAnswers } from './seed-scale.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const database = scaleDatabase('teacher-scale');

/** The busiest group of exactly 30 pupils, its teacher, and its pupil with the most tests. */
async function pickSubjects() {
  return onServer(database.url, async (c) => {
    const { rows } = await c.query<{ group_id: number; phone: string; pupil_id: number; tests: string }>(`
      with g as (
        select u.group_id, count(a.id) as tests from users u left join attempts a on a.user_id = u.id
        where u.group_id is not null and u.role_id = 1 group by u.group_id
        having count(distinct u.id) = 30 order by count(a.id) desc limit 1)
      select g.group_id, t.phone,
        (select u.id from users u left join attempts a on a.user_id = u.id where u.group_id = g.group_id
         group by u.id order by count(a.id) desc limit 1) as pupil_id, g.tests
      from g join groups gr on gr.id = g.group_id join users t on t.id = gr.teacher_id`);
    return rows[0]!;
  });
}

try {
  if (!database.reused) await createAndSeed(database);
  const server = await startServer(database.url);
  try {
    const subjects = await pickSubjects();
    const token = await signIn(server.base, subjects.phone);
    const counts = await onServer(
      database.url,
      async (c) =>
        (
          await c.query(`select
      (select count(*) from users where role_id = 1) as learners,
      ${recordedAnswers()} as answers`)
        ).rows[0],
    );
    console.log(
      `PostgreSQL (${database.name}): ${counts.learners} learners, ${counts.answers} recorded answers; ` +
        `group ${subjects.group_id} (30 pupils, ${subjects.tests} tests), pupil ${subjects.pupil_id}; ` +
        `${requests} requests per run, ${os.cpus().length} cores, load ${loadAverage()}\n`,
    );
    const targets = [
      [
        'GET /api/teacher/groups/:id/pupils (30 pupils)',
        `${server.base}/api/teacher/groups/${subjects.group_id}/pupils`,
      ],
      ['GET /api/teacher/pupils/:id (pupil page)', `${server.base}/api/teacher/pupils/${subjects.pupil_id}`],
    ] as const;
    const rows = [];
    for (const [name, url] of targets) {
      await measure(url, token, 2, 100); // warm-up: statements prepared, content cached
      for (const parallel of [1, connections]) {
        rows.push({
          endpoint: name,
          connections: parallel,
          ...(await measure(url, token, parallel, requests)),
        });
      }
    }
    console.table(rows);
  } finally {
    await server.stop();
  }
} finally {
  await dropUnlessKept(database);
}
