// A large install for benches: schools, groups of 30 with their teachers, 20,000 learners (about 30% Premium) and
// about 2,000,000 recorded answers in realistic shapes, with the review cards they leave (seed-scale-activity.ts).
// Everything is generated inside the database with generate_series, so it takes a minute or two, not an hour; the
// harness (seedInstall) loads the content first.
import type { Db } from '../../apps/api/src/db/client.ts';
import { hashPassword } from '../../apps/api/src/modules/accounts/password.ts';
import { run, scalar, seedActivity } from './seed-scale-activity.ts';

/**
 * The recorded answers, as an expression: those of lessons, retests, credit tests and reviews in their attempts'
 * `answers`, and the exams' own (exam_answers; an exam's attempt repeats them). With `userId` (an SQL expression),
 * one learner's only.
 */
export function recordedAnswers(userId?: string): string {
  const of = (alias: string) => (userId ? ` and ${alias}.user_id = ${userId}` : '');
  return `((select coalesce(sum(jsonb_array_length(a.answers)), 0) from attempts a where a.type <> 'exam'${of('a')})
  + (select count(*) from exam_answers ea join exam_sessions s on s.id = ea.exam_id where true${of('s')}))`;
}

export interface ScaleOptions {
  learners?: number;
  groupSize?: number;
  /** How steeply learners thin out over the blocks: blocks done = floor((blocks + 1) · random^skew). */
  skew?: number;
}

export interface ScaleReport {
  learners: number;
  groups: number;
  attempts: number;
  /** Recorded answers (recordedAnswers). */
  answers: number;
  exams: number;
  /** Learners whose Premium runs past the seeding (about 30%). */
  premium: number;
  /** One per question a learner has answered (decision 070); those of wrong answers are due. */
  reviewCards: number;
  seconds: number;
}

/** Every seeded user (teachers and learners) signs in with this password. */
export const SCALE_PASSWORD = 'scale-password-2026';
// Teachers' phones are +38050 and their group's number; learners' +38068 and theirs; group codes 9 and it.

const FIRST = ['Олена', 'Андрій', 'Ірина', 'Богдан', 'Софія', 'Тарас', 'Марія', 'Остап', 'Ярина', 'Назар'];
const LAST = ['Коваль', 'Бондар', 'Шевченко', 'Ткаченко', 'Мельник', 'Гнатюк', 'Кравець', 'Лисенко', 'Ґудзь'];
const CITIES = ['Київ', 'Львів', 'Одеса', 'Харків', 'Дніпро'];

const textArray = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

export async function seedScale(db: Db, options: ScaleOptions = {}): Promise<ScaleReport> {
  const started = Date.now();
  const learners = options.learners ?? 20_000;
  const groupSize = options.groupSize ?? 30;
  const groups = Math.ceil(learners / groupSize);
  const schools = Math.max(1, Math.round(groups / 7));
  // One hash for everyone: hashing 20,000 passwords with scrypt would take longer than the rest together.
  const hash = (await hashPassword(SCALE_PASSWORD)).replaceAll("'", "''");

  await run(
    db,
    `insert into schools (name, city)
     select 'Автошкола №' || g, (${textArray(CITIES)})[1 + g % 5] from generate_series(1, ${schools}) g`,
  );
  await run(
    db,
    `insert into users (phone, password_hash, first_name, last_name, role_id)
     select '+38050' || lpad(g::text, 7, '0'), '${hash}', 'Викладач', 'Номер ' || g, 4
     from generate_series(1, ${groups}) g`,
  );
  await run(
    db,
    `insert into groups (school_id, name, code, teacher_id)
     select s.id, 'Група ' || g, '9' || lpad(g::text, 7, '0'), t.id
     from generate_series(1, ${groups}) g
     join (select id, row_number() over (order by id) as rn from schools) s on s.rn = 1 + (g - 1) % ${schools}
     join users t on t.phone = '+38050' || lpad(g::text, 7, '0')`,
  );
  await run(
    db,
    `insert into users (phone, password_hash, first_name, last_name, group_id, premium_until, created_at)
     select '+38068' || lpad(g::text, 7, '0'), '${hash}', (${textArray(FIRST)})[1 + g % ${FIRST.length}],
       (${textArray(LAST)})[1 + (g / 7) % ${LAST.length}], gr.id,
       -- A day or more left, so no learner's Premium ends in the middle of a bench (a 403 the bench counts).
       case when random() < 0.3 then now() + interval '1 day' + random() * interval '79 days' end,
       now() - random() * interval '120 days'
     from generate_series(1, ${learners}) g
     join groups gr on gr.code = '9' || lpad((1 + (g - 1) / ${groupSize})::text, 7, '0')`,
  );
  await seedActivity(db, { skew: options.skew ?? 3 });
  // A live database's tables have been through autovacuum: their visibility maps are set, so an index-only scan
  // skips the heap. Freshly written ones have not, and autovacuum would get to them in the middle of a measurement.
  await run(db, 'vacuum (analyze)');
  return {
    learners,
    groups,
    attempts: await scalar(db, 'select count(*) as n from attempts'),
    answers: await scalar(db, `select ${recordedAnswers()} as n`),
    exams: await scalar(db, 'select count(*) as n from exam_sessions'),
    premium: await scalar(db, 'select count(*) as n from users where premium_until > now()'),
    reviewCards: await scalar(db, 'select count(*) as n from review_cards'),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
