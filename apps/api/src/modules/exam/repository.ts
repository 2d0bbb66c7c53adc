import { sql, type SQL } from 'drizzle-orm';
import { EXAM_FAILING_MISTAKES, type ExamEndReason } from '@pdr/contract/exam';
import type { Db } from '../../db/client.ts';
import { cardMoveRows, cardMoves, type CardMove } from '../study/review-cards.ts';
import { integerArrayLiteral } from '../../db/integer-array.ts';
import { perDatabase } from '../../db/per-database.ts';
import { param as p, preparedSql, preparedVariants } from '../../db/prepared-sql.ts';
import { EXAM_STARTS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';
import { DEFAULT_CATEGORY, categoryCodeSchema, type CategoryCode } from '@pdr/contract/catalog';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@pdr/contract/language';
import { rowsOf } from '../../db/rows.ts';

/**
 * The exam's reads and writes. Each write is ONE statement (atomic, one round trip) guarded by the state it expects,
 * so two requests racing on the same exam cannot both count: the loser changes nothing and the service reads again
 * (docs/decisions/040-exam.md, "Races").
 */

export interface ExamAnswerRow {
  questionId: number;
  answerId: number;
  correct: boolean;
  clientAnswerId: string;
}

export interface ExamRow {
  id: string;
  userId: number;
  /** The licence category the exam was drawn for. */
  category: CategoryCode;
  /** The language its questions are shown in: the learner's at the start (decision 171). */
  language: Language;
  questionIds: number[];
  startedAt: Date;
  deadlineAt: Date;
  correct: number;
  mistakes: number;
  closedAt: Date | null;
  endReason: ExamEndReason | null;
  attemptId: string | null;
  /** In the order given. */
  answers: ExamAnswerRow[];
}

export interface ExamRead {
  contentVersion: number;
  exam: ExamRow | null;
  /** Whether the learner started any exam on the given Kyiv day. */
  startedOnDay: boolean;
}

interface RawExam {
  id: string;
  user_id: number;
  category: string;
  language: string;
  question_ids: number[];
  started_at: string;
  deadline_at: string;
  correct_count: number;
  mistakes: number;
  closed_at: string | null;
  end_reason: ExamEndReason | null;
  attempt_id: string | null;
  answers: [number, number, boolean, string][];
}

function toExam(raw: RawExam): ExamRow {
  return {
    id: raw.id,
    userId: raw.user_id,
    category: categoryCodeSchema.catch(DEFAULT_CATEGORY).parse(raw.category),
    language: isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE,
    questionIds: raw.question_ids.map(Number),
    startedAt: new Date(raw.started_at),
    deadlineAt: new Date(raw.deadline_at),
    correct: raw.correct_count,
    mistakes: raw.mistakes,
    closedAt: raw.closed_at === null ? null : new Date(raw.closed_at),
    endReason: raw.end_reason,
    attemptId: raw.attempt_id,
    answers: raw.answers.map(([questionId, answerId, correct, clientAnswerId]) => ({
      questionId,
      answerId,
      correct,
      clientAnswerId,
    })),
  };
}

/** The read of readExam, prepared once per database and variant: the exam asked by id, or the open one. */
const examRead = preparedVariants(
  'exam_read',
  (which: 'by_id' | 'open') => sql`
    select
      coalesce((select content_version from settings where id = 1), 0)::integer as "contentVersion",
      exists (select from exam_sessions d where d.user_id = ${p('userId')} and d.day = ${p('day')}::date)
        as "startedOnDay",
      (select json_build_object(
          'id', s.id, 'user_id', s.user_id, 'category', s.category, 'language', s.language,
          'question_ids', s.question_ids, 'started_at', s.started_at,
          'deadline_at', s.deadline_at, 'correct_count', s.correct_count, 'mistakes', s.mistakes,
          'closed_at', s.closed_at, 'end_reason', s.end_reason, 'attempt_id', s.attempt_id,
          'answers', coalesce((
            select json_agg(json_build_array(a.question_id, a.answer_id, a.correct, a.client_answer_id)
              order by a.answered_at, array_position(s.question_ids, a.question_id))
            from exam_answers a where a.exam_id = s.id), '[]'::json))
        from exam_sessions s where s.user_id = ${p('userId')}
          and ${which === 'by_id' ? sql`s.id = ${p('examId')}::uuid` : sql`s.closed_at is null`}
        limit 1) as exam`,
);

/**
 * In one round trip: the content version, the learner's exam (the one asked by id, else the open one) with its
 * answers, and whether an exam was started on `day`. An exam of another learner is never found.
 */
export async function readExam(
  db: Db,
  userId: number,
  options: { examId?: string | undefined; day: string },
): Promise<ExamRead> {
  const { examId, day } = options;
  const result = await examRead(db, examId ? 'by_id' : 'open').execute({ userId, day, examId });
  const [row] = rowsOf<{ contentVersion: number; startedOnDay: boolean; exam: RawExam | null }>(result);
  return {
    contentVersion: row?.contentVersion ?? 0,
    startedOnDay: row?.startedOnDay ?? false,
    exam: row?.exam ? toExam(row.exam) : null,
  };
}

export interface NewExam {
  id: string;
  userId: number;
  category: CategoryCode;
  language: Language;
  questionIds: number[];
  startedAt: Date;
  deadlineAt: Date;
  day: string;
  /** A free learner may start one exam per Kyiv day. */
  limitedToOnePerDay: boolean;
}

/** What insertExam did: started the exam, or not and why. */
export type ExamInsert = 'inserted' | 'not-inserted' | 'over-cap';

/**
 * Starts an exam unless the learner has an open one (the partial unique index exam_sessions_one_open_idx decides a
 * race between two starts), has started EXAM_STARTS_PER_HOUR in the last hour (caps.ts), or, on the free tariff,
 * already started one that day. The day's exam is checked by the `not exists` and held by the unique index
 * exam_sessions_free_day_idx: a start whose read came before another free start of the day committed meets that
 * row in the index and inserts nothing, whatever the other exam's state by then (decision 130).
 */
export async function insertExam(db: Db, e: NewExam): Promise<ExamInsert> {
  const result = await examInsert(db).execute({
    id: e.id,
    userId: e.userId,
    category: e.category,
    language: e.language,
    questionIds: integerArrayLiteral(e.questionIds),
    startedAt: e.startedAt.toISOString(),
    deadlineAt: e.deadlineAt.toISOString(),
    day: e.day,
    free: e.limitedToOnePerDay,
  });
  const [row] = rowsOf<{ inserted: number; room: boolean }>(result);
  if (row !== undefined && row.inserted > 0) return 'inserted';
  return row?.room === false ? 'over-cap' : 'not-inserted';
}

const examInsert = perDatabase((db: Db) =>
  preparedSql(
    db,
    'exam_start',
    sql`
    with room as (select ${roomInTheHour('exam_sessions', p('userId'), p('startedAt'), EXAM_STARTS_PER_HOUR)} as ok),
    ins as (
      insert into exam_sessions (id, user_id, category, language, question_ids, started_at, deadline_at, day, free)
      select ${p('id')}::uuid, ${p('userId')}::integer, ${p('category')}::text, ${p('language')}::text,
        ${p('questionIds')}::integer[],
        ${p('startedAt')}::timestamptz, ${p('deadlineAt')}::timestamptz, ${p('day')}::date, ${p('free')}::boolean
      where (select ok from room) and (not ${p('free')}::boolean
        or not exists (select from exam_sessions d where d.user_id = ${p('userId')}::integer and d.day = ${p('day')}::date))
      on conflict do nothing
      returning id
    )
    select count(*)::integer as inserted, (select ok from room) as room from ins`,
  ),
);

export interface AnswerWrite {
  examId: string;
  userId: number;
  questionId: number;
  answerId: number;
  clientAnswerId: string;
  now: Date;
  /** Answers are taken while deadline_at >= this (now minus the grace). */
  cutoff: Date;
  /**
   * The question's review card after a right and after a wrong answer, from the card read with the session: it
   * moves in this statement (study/review-cards.ts, cardMoves), the one matching the answer's correctness.
   */
  cards?: readonly CardMove[];
}

export interface RecordedAnswer {
  correct: boolean;
  rightAnswerId: number;
  /** The exam's counts right after this answer (answers running alongside included). */
  correctCount: number;
  mistakes: number;
  questionCount: number;
  deadlineAt: Date;
}

/**
 * Records one answer in one statement, which checks everything itself: the answer is an active answer of the
 * question (its correctness read from the answers table), the exam is this learner's, open, in time (with the
 * grace), not yet over, and holds the question. The exam row is locked first, so answers to one exam are counted
 * one after another and never past its end. With `cards`, the question's review card moves in the same statement
 * and keeps the answer as the learner's latest (decision 126); without, the caller moves it in the transaction.
 * Nothing is written when any check fails or the question already has an answer (a resend, or a second answer):
 * null then, and the caller reads the exam to tell the learner why.
 */
export async function recordAnswer(db: Db, w: AnswerWrite): Promise<RecordedAnswer | null> {
  const withCards = w.cards !== undefined && w.cards.length > 0;
  const result = await answerStatements(db, withCards ? 'cards' : 'alone').execute({
    answerId: w.answerId,
    questionId: w.questionId,
    examId: w.examId,
    userId: w.userId,
    cutoff: w.cutoff.toISOString(),
    clientAnswerId: w.clientAnswerId,
    at: w.now.toISOString(),
    ...(withCards && { cards: cardMoveRows(w.cards!) }),
  });
  const [row] = rowsOf<RecordedAnswer>(result);
  return row ? { ...row, deadlineAt: new Date(row.deadlineAt) } : null;
}

/**
 * recordAnswer's statement, with the card moves or without. Prepared: an exam answer is the commonest call of an
 * evening, and PostgreSQL took longer to plan it (0.87 ms) than to run it (0.66 ms) when it was sent unnamed.
 */
function answerStatement(cards: boolean) {
  const at = sql`${p('at')}::timestamptz`;
  const parts: SQL[] = [
    sql`ans as (
      select a.id, a.correct, q.theme_id from answers a join questions q on q.id = a.question_id
      where a.id = ${p('answerId')}::integer and a.question_id = ${p('questionId')}::integer
        and a.retired_at is null
    )`,
    sql`ex as (
      select s.id from exam_sessions s
      where s.id = ${p('examId')}::uuid and s.user_id = ${p('userId')}::integer and s.closed_at is null
        and s.deadline_at >= ${p('cutoff')}::timestamptz and s.mistakes < ${EXAM_FAILING_MISTAKES}
        and s.correct_count + s.mistakes < cardinality(s.question_ids)
        and ${p('questionId')}::integer = any(s.question_ids) and exists (select from ans)
      for update
    )`,
    sql`ins as (
      insert into exam_answers (exam_id, question_id, answer_id, correct, client_answer_id, answered_at)
      select ex.id, ${p('questionId')}::integer, ans.id, ans.correct, ${p('clientAnswerId')}::uuid, ${at}
      from ex, ans
      on conflict do nothing
      returning exam_id, correct
    )`,
    sql`upd as (
      update exam_sessions s
      set correct_count = s.correct_count + (case when ins.correct then 1 else 0 end),
        mistakes = s.mistakes + (case when ins.correct then 0 else 1 end)
      from ins where s.id = ins.exam_id
      returning s.correct_count, s.mistakes, cardinality(s.question_ids) as question_count, s.deadline_at
    )`,
  ];
  let check = sql`0`;
  if (cards) {
    // The move of the answer's correctness; after the exam's row (`ex` locks it first, as the locking way does).
    const moves = cardMoves(
      sql`${p('userId')}`,
      sql`${p('cards')}`,
      sql`cards_in r join ins on r.w = ins.correct`,
    );
    parts.push(...moves.parts);
    check = moves.check;
  }
  return sql`with ${sql.join(parts, sql`, `)}
    select ${check} as checked, ins.correct, upd.correct_count as "correctCount", upd.mistakes, upd.question_count as "questionCount",
      upd.deadline_at as "deadlineAt",
      coalesce((select r.id from answers r where r.question_id = ${p('questionId')}::integer and r.correct
        and r.retired_at is null order by r.position, r.id limit 1), 0) as "rightAnswerId"
    from ins, upd`;
}

const answerStatements = preparedVariants('exam_answer', (key: 'alone' | 'cards') =>
  answerStatement(key === 'cards'),
);

export interface CloseWrite {
  examId: string;
  userId: number;
  attemptId: string;
  reason: ExamEndReason;
  /** The counts the outcome was computed from: the close happens only if the exam still has them. */
  correct: number;
  mistakes: number;
  total: number;
  passed: boolean;
  timeS: number;
  outcome: unknown;
  now: Date;
}

/**
 * Closes the exam and writes its attempt (history, passed exams, readiness) with its answers, in one statement.
 * Only an open exam whose counts are still those the outcome was computed from is closed; otherwise (another
 * request closed it, or an answer came in between) nothing is written and this answers false.
 */
export async function closeExam(db: Db, c: CloseWrite): Promise<boolean> {
  const result = await examClose(db).execute({
    examId: c.examId,
    userId: c.userId,
    attemptId: c.attemptId,
    reason: c.reason,
    correct: c.correct,
    mistakes: c.mistakes,
    total: c.total,
    passed: c.passed,
    timeS: c.timeS,
    outcome: JSON.stringify(c.outcome),
    at: c.now.toISOString(),
  });
  const [row] = rowsOf<{ written: number }>(result);
  return row !== undefined && row.written > 0;
}

const examClose = perDatabase((db: Db) =>
  preparedSql(
    db,
    'exam_close',
    sql`with closed as (
      update exam_sessions set closed_at = ${p('at')}::timestamptz, end_reason = ${p('reason')}::text,
        attempt_id = ${p('attemptId')}::uuid
      where id = ${p('examId')}::uuid and user_id = ${p('userId')}::integer and closed_at is null
        and correct_count = ${p('correct')}::integer and mistakes = ${p('mistakes')}::integer
      returning id, user_id, category
    ), attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, category, correct_count, question_count, passed,
        time_s, outcome, answers, created_at)
      select ${p('attemptId')}::uuid, closed.user_id, 'exam', null, null, closed.category, ${p('correct')}::integer,
        ${p('total')}::integer, ${p('passed')}::boolean, ${p('timeS')}::integer, ${p('outcome')}::jsonb, coalesce((
          -- the answers in the order they were given (schema/learning.ts, AttemptAnswer)
          select jsonb_agg(jsonb_build_array(a.question_id, a.answer_id, a.correct)
            order by a.answered_at, a.question_id)
          from exam_answers a where a.exam_id = ${p('examId')}::uuid), '[]'::jsonb), ${p('at')}::timestamptz
      from closed
      returning id
    ) select count(*)::integer as written from attempt`,
  ),
);

export async function markRulesRead(db: Db, userId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update users set exam_rules_read_at = coalesce(exam_rules_read_at, ${now.toISOString()}::timestamptz)
      where id = ${userId}`,
  );
}
