// The learners' activity for seed-scale.ts, all in SQL: lessons block by block (most learners stop in the
// first themes), retests after mistakes, credit tests of finished themes and exams for those further on, written
// to the same tables the app writes (attempts with their answers, block results, review cards with the latest
// answers, exam sessions and their answers).
// Scratch tables are plain unlogged tables, not temporary ones: a pool may run each statement on another
// connection.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

export async function run(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

export async function scalar(db: Db, query: string): Promise<number> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const wrongOf = `(select attempt_id, array_agg(question_id) as qids from scale_la where not correct group by attempt_id)`;
/** An attempt's `answers` (apps/api/src/db/schema/learning.ts) from a scratch table's rows `a` joined to their keys `k`. */
const answersOf = (order: string) =>
  `jsonb_agg(jsonb_build_array(a.question_id, case when a.correct then k.right_id else k.wrong_id end, a.correct)
     order by ${order})`;

const STEPS = [
  // The content in the learners' order: themes by number, blocks of 20, and each question's right and wrong answer.
  `create unlogged table scale_q as
   select q.id, q.theme_id, row_number() over (partition by q.theme_id order by q.position, q.id) as pos
   from questions q join themes t on t.id = q.theme_id where q.retired_at is null and t.retired_at is null`,
  `create unlogged table scale_blocks as
   select (row_number() over (order by t.number, x.block_idx) - 1)::int as ord, x.theme_id, x.block_idx, x.qids
   from (select theme_id, ((pos - 1) / 20)::smallint as block_idx, array_agg(id order by pos) as qids
         from scale_q group by theme_id, (pos - 1) / 20) x
   join themes t on t.id = x.theme_id`,
  `create unlogged table scale_keys as
   select question_id as id, min(id) filter (where correct) as right_id, min(id) filter (where not correct) as wrong_id
   from answers where retired_at is null group by question_id`,
  // Each learner: how many blocks they have done (skewed towards few) and how often they answer right.
  `create unlogged table scale_p as
   select u.id as user_id, 0.55 + 0.4 * random() as skill,
     least((select count(*) from scale_blocks), floor(((select count(*) from scale_blocks) + 1) * power(random(), :skew)))::int as k
   from users u where u.phone like '+38068%' and u.role_id = 1`,
  // Lessons: one per block done, a day or so apart, ending about now.
  `create unlogged table scale_lessons as
   select gen_random_uuid() as id, p.user_id, b.theme_id, b.block_idx, b.qids,
     now() - (p.k - b.ord) * interval '20 hours' - random() * interval '10 hours' as created_at
   from scale_p p join scale_blocks b on b.ord < p.k`,
  `create unlogged table scale_la as
   select l.id as attempt_id, l.user_id, l.theme_id, q.qid as question_id, random() < p.skill as correct, l.created_at
   from scale_lessons l join scale_p p on p.user_id = l.user_id cross join unnest(l.qids) as q(qid)`,
  `insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s, outcome, answers,
     created_at)
   select l.id, l.user_id, 'theme', l.theme_id, l.block_idx, c.ok, cardinality(l.qids), c.ok = cardinality(l.qids),
     60 + (random() * 600)::int, '{}'::jsonb, c.answers, l.created_at
   from scale_lessons l
   join (select a.attempt_id, (count(*) filter (where a.correct))::int as ok, ${answersOf('a.question_id')} as answers
         from scale_la a join scale_keys k on k.id = a.question_id group by a.attempt_id) c on c.attempt_id = l.id`,
  // Most mistakes are worked off at once: a retest of the wrong questions, all right.
  `create unlogged table scale_retests as
   select gen_random_uuid() as id, l.id as lesson_id, l.user_id, l.theme_id, l.block_idx, w.qids,
     l.created_at + interval '1 hour' as created_at
   from scale_lessons l join ${wrongOf} w on w.attempt_id = l.id where random() < 0.85`,
  `insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s, outcome, answers,
     created_at)
   select r.id, r.user_id, 'retest', r.theme_id, r.block_idx, cardinality(r.qids), cardinality(r.qids), true,
     30 + (random() * 120)::int, '{}'::jsonb,
     (select jsonb_agg(jsonb_build_array(q.qid, k.right_id, true)) from unnest(r.qids) as q(qid) join scale_keys k on k.id = q.qid),
     r.created_at
   from scale_retests r`,
  `insert into block_results (user_id, theme_id, block_idx, errors, success, attempt_id, wrong_question_ids, updated_at)
   select l.user_id, l.theme_id, l.block_idx,
     case when r.id is null then coalesce(cardinality(w.qids), 0) else 0 end,
     case when r.id is null then cardinality(l.qids) - coalesce(cardinality(w.qids), 0) else cardinality(r.qids) end,
     coalesce(r.id, l.id), case when r.id is null then coalesce(w.qids, '{}') else '{}' end, coalesce(r.created_at, l.created_at)
   from scale_lessons l left join scale_retests r on r.lesson_id = l.id left join ${wrongOf} w on w.attempt_id = l.id`,
  `create unlogged table scale_latest as
   select a.user_id, a.question_id, a.theme_id, case when a.correct or r.id is not null then k.right_id else k.wrong_id end as answer_id,
     a.correct or r.id is not null as correct, coalesce(r.created_at, a.created_at) as answered_at
   from scale_la a join scale_keys k on k.id = a.question_id
   left join scale_retests r on r.lesson_id = a.attempt_id and not a.correct`,
  // Every answered question has a review card (decision 070) that keeps its latest answer (decision 126), scheduled
  // as FSRS would after that answer: a wrong one comes back 10 minutes later (relearning), a right one after 2 to 30
  // days (review). Learners who stopped a while ago therefore have cards due today, as on a real install.
  `insert into review_cards (user_id, question_id, due, stability, difficulty, scheduled_days, learning_steps, reps,
     lapses, state, last_review, theme_id, answer_id, correct, answered_at)
   select l.user_id, l.question_id, l.answered_at + case when l.correct then d.days * interval '1 day' else interval '10 minutes' end,
     case when l.correct then d.days * 1.1 else 0.4 + random() end, 4 + 4 * random(),
     case when l.correct then d.days else 0 end, 0, 1 + (random() * 3)::int, case when l.correct then 0 else 1 end,
     case when l.correct then 2 else 3 end, l.answered_at, l.theme_id, l.answer_id, l.correct, l.answered_at
   from scale_latest l cross join lateral (select 2 + floor(random() * 29)::int + 0 * l.user_id as days) d`,
  // A credit test of about a third of the themes whose blocks are all done.
  `create unlogged table scale_credits as
   select gen_random_uuid() as id, p.user_id, p.skill, t.theme_id, t.qids,
     now() - (p.k - t.last_ord) * interval '20 hours' + interval '3 hours' as created_at
   from scale_p p
   join (select b.theme_id, max(b.ord) as last_ord, (select array_agg(q.id order by q.pos) from scale_q q where q.theme_id = b.theme_id) as qids
         from scale_blocks b group by b.theme_id) t on t.last_ord < p.k
   where random() < 0.35`,
  `create unlogged table scale_ca as
   select c.id as attempt_id, q.qid as question_id, random() < least(0.98, c.skill + 0.1) as correct
   from scale_credits c cross join unnest(c.qids) as q(qid)`,
  `insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s, outcome, answers,
     created_at)
   select c.id, c.user_id, 'all_theme', c.theme_id, null, x.ok, cardinality(c.qids), x.ok * 2 >= cardinality(c.qids),
     300 + (random() * 900)::int, '{}'::jsonb, x.answers, c.created_at
   from scale_credits c
   join (select a.attempt_id, (count(*) filter (where a.correct))::int as ok, ${answersOf('a.question_id')} as answers
         from scale_ca a join scale_keys k on k.id = a.question_id group by a.attempt_id) x on x.attempt_id = c.id`,
  // Exams for some of those past the first themes: up to six each over the last 40 days.
  `create unlogged table scale_exams as
   select gen_random_uuid() as id, gen_random_uuid() as attempt_id, p.user_id, p.skill,
     now() - random() * interval '40 days' as started_at,
     (select array_agg(s.id) from (select id from scale_q order by random() + 0 * e.n limit 20) s) as qids
   from (select * from scale_p where k >= 8 and random() < 0.6) p
   cross join lateral generate_series(1, 1 + floor(random() * 6)::int) as e(n)`,
  `create unlogged table scale_ea as
   select e.id as exam_id, q.qid as question_id, random() < least(0.97, e.skill + 0.15) as correct,
     e.started_at + q.i * interval '40 seconds' as answered_at
   from scale_exams e cross join unnest(e.qids) with ordinality as q(qid, i)`,
  `create unlogged table scale_eo as
   select a.exam_id, (count(*) filter (where a.correct))::int as ok, count(*)::int as n, ${answersOf('a.answered_at')} as answers
   from scale_ea a join scale_keys k on k.id = a.question_id group by a.exam_id`,
  `insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s, outcome, answers,
     created_at)
   select e.attempt_id, e.user_id, 'exam', null, null, o.ok, o.n, o.n - o.ok <= 2, 840, '{}'::jsonb, o.answers,
     e.started_at + interval '14 minutes'
   from scale_exams e join scale_eo o on o.exam_id = e.id`,
  `insert into exam_sessions (id, user_id, question_ids, started_at, deadline_at, day, correct_count, mistakes, closed_at, end_reason, attempt_id)
   select e.id, e.user_id, e.qids, e.started_at, e.started_at + interval '20 minutes', (e.started_at at time zone 'Europe/Kyiv')::date,
     o.ok, o.n - o.ok, e.started_at + interval '14 minutes', case when o.n - o.ok >= 3 then 'mistakes' else 'answered' end, e.attempt_id
   from scale_exams e join scale_eo o on o.exam_id = e.id`,
  `insert into exam_answers (exam_id, question_id, answer_id, correct, client_answer_id, answered_at)
   select a.exam_id, a.question_id, case when a.correct then k.right_id else k.wrong_id end, a.correct, gen_random_uuid(), a.answered_at
   from scale_ea a join scale_keys k on k.id = a.question_id`,
];

const SCRATCH = [
  'scale_q',
  'scale_blocks',
  'scale_keys',
  'scale_p',
  'scale_lessons',
  'scale_la',
  'scale_latest',
  'scale_retests',
];
const SCRATCH_MORE = ['scale_credits', 'scale_ca', 'scale_exams', 'scale_ea', 'scale_eo'];

export async function seedActivity(db: Db, options: { skew: number }): Promise<void> {
  const drop = `drop table if exists ${[...SCRATCH, ...SCRATCH_MORE].join(', ')}`;
  await run(db, drop);
  try {
    for (const step of STEPS) await run(db, step.replace(':skew', String(options.skew)));
  } finally {
    await run(db, drop);
  }
}
