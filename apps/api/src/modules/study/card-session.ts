import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { answerEntrySchema, learningMessages, type ResultOutcome } from '@pdr/contract/learning';
import { repetitionMessages } from '@pdr/contract/repetition';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache, ContentSnapshot } from '../../plugins/content-cache.ts';
import { HttpError, unprocessable } from '../../lib/http-errors.ts';
import { ATTEMPTS_PER_HOUR, CAP_MESSAGES, overCap, roomInTheHour } from '../../lib/row-caps.ts';
import { param as p, preparedVariants } from '../../db/prepared-sql.ts';
import { rowsOf } from '../../db/rows.ts';
import type { CardState } from './card-schedule.ts';
import { parseAnswerEntries } from './answers.ts';
import { answersById } from './repository.ts';
import { answersJson, type WriteStatus } from './result-write.ts';
import {
  cardMoveRows,
  cardMoves,
  isCardConflict,
  knownCards,
  knownCardsColumn,
  movesOf,
  withReviewCards,
  type CardMove,
  type KnownCardRow,
} from './review-cards.ts';
import { parseTimeSeconds, scorePercent } from './scoring.ts';
import { storedAttempt, storedAttemptColumn, type StoredAttemptRow } from './statements.ts';

/**
 * A test across themes whose answers move only the review cards, never a theme's progress: the due review
 * ('Повторення на сьогодні', modules/repetition) and the favourites run ('Пройти обрані', modules/favourites).
 * Both are served as lessons, scored from the answer ids alone and recorded once by attempt id.
 */
export type CardSessionType = 'review' | 'favourites';

const version = sql<number>`coalesce((select s.content_version from settings s where s.id = 1), 0)::integer`;

/**
 * What a card session's result reads with the session (plugins/auth.ts, sessionWith): the attempt stored under the
 * placeholder `attemptId` (whoever made it), the content version and the learner's cards of the answered questions
 * (the placeholder `cardQuestionIds`, knownCardsColumn), from which the moves are computed.
 */
export function cardSessionResultColumns(userId: SQLWrapper) {
  return { attempt: storedAttemptColumn(), version, cards: knownCardsColumn(userId) };
}

export interface CardSessionResultRow {
  attempt: StoredAttemptRow | null;
  version: number;
  cards: KnownCardRow[];
}

export interface CardSessionWrite {
  type: CardSessionType;
  userId: number;
  attemptId: string;
  correct: number;
  total: number;
  timeS: number;
  outcome: unknown;
  scored: readonly { questionId: number; answerId: number; correct: boolean; themeId: number }[];
  now: Date;
  /** The review cards' moves, computed from the cards read with the session (review-cards.ts, movesOf). */
  cards?: readonly CardMove[];
}

/**
 * Records a card session's result in one statement, like the lessons' (result-write.ts): the attempt with its
 * answers, the end of the unfinished session of its type and, with `cards`, the review cards, which keep the latest
 * answers (theme strengths, decision 126). All of it hangs on the attempt insert, so a resend of the same attempt
 * id writes nothing and answers 'not-written', and so does a learner at the hour's cap of attempts ('over-cap').
 * Without `cards` the caller moves the cards in the same transaction (review-cards.ts, withReviewCards); with them
 * the statement fails whole if a card moved since it was read (review-cards.ts, isCardConflict).
 */
export async function writeCardSession(db: Db, w: CardSessionWrite): Promise<WriteStatus> {
  const withCards = w.cards !== undefined && w.cards.length > 0;
  const result = await cardSessionStatement(db, withCards ? 'cards' : 'plain').execute({
    type: w.type,
    userId: w.userId,
    attemptId: w.attemptId,
    correct: w.correct,
    total: w.total,
    passed: w.correct === w.total,
    timeS: w.timeS,
    outcome: JSON.stringify(w.outcome),
    answers: answersJson(w.scored),
    at: w.now.toISOString(),
    ...(withCards && { cards: cardMoveRows(w.cards!) }),
  });
  const [row] = rowsOf<{ written: number; room: boolean }>(result);
  if (row !== undefined && row.written > 0) return 'written';
  return row?.room === false ? 'over-cap' : 'not-written';
}

/** writeCardSession's statement with the cards or without, each prepared under a name of its own. */
const cardSessionStatement = preparedVariants('review_result', (key: 'plain' | 'cards') => {
  const at = sql`${p('at')}::timestamptz`;
  const userId = sql`${p('userId')}::integer`;
  const type = sql`${p('type')}::text`;
  const parts: SQL[] = [
    sql`room as (select ${roomInTheHour('attempts', userId, at, ATTEMPTS_PER_HOUR)} as ok)`,
    sql`attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s,
        outcome, answers, created_at)
      select ${p('attemptId')}::uuid, ${userId}, ${type}, null, null, ${p('correct')}::integer,
        ${p('total')}::integer, ${p('passed')}::boolean, ${p('timeS')}::integer, ${p('outcome')}::jsonb,
        ${p('answers')}::jsonb, ${at}
      where (select ok from room)
      on conflict do nothing
      returning id
    )`,
    sql`session as (
      delete from test_sessions where user_id = ${userId} and type = ${type} and exists (select from attempt)
    )`,
  ];
  let check = sql`0`;
  if (key === 'cards') {
    const moves = cardMoves(sql`${p('userId')}`, sql`${p('cards')}`, sql`cards_in r, attempt`);
    parts.push(...moves.parts);
    check = moves.check;
  }
  return sql`with ${sql.join(parts, sql`, `)} select count(*)::integer as written, ${check} as checked,
    (select ok from room) as room from attempt`;
});

/** A card session's result body: like a lesson's, without theme or block (its questions span themes). */
export interface CardSessionBody {
  attempt_id: string;
  time: string | number;
  data_question: string;
}

export interface CardSessionRules {
  type: CardSessionType;
  /** Most answers one result may hold: the session's size. */
  size: number;
  /** Refuses what the learner may not record now (Premium for the review); a stored attempt is answered first. */
  assertOpen?: () => void;
  /**
   * Why the question may not be answered in this session, or null when it may: `content` is the snapshot the
   * result is scored on, `cards` the learner's cards of the answered questions.
   */
  refusal: (
    questionId: number,
    content: ContentSnapshot,
    cards: ReadonlyMap<number, CardState>,
  ) => string | null;
}

function ownOutcome([userId, outcome]: StoredAttemptRow, user: AuthUser): ResultOutcome {
  if (userId !== user.id) throw new HttpError(409, learningMessages.attemptOfAnotherUser);
  return outcome as ResultOutcome;
}

/**
 * Scores a card session from the answer ids alone and records it once by attempt id; its answers move the same
 * review cards as every other answer. `read` is what the route read with the session (cardSessionResultColumns).
 */
export async function recordCardSession(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  body: CardSessionBody,
  now: Date,
  read: CardSessionResultRow,
  rules: CardSessionRules,
): Promise<ResultOutcome> {
  if (read.attempt) return ownOutcome(read.attempt, user);
  rules.assertOpen?.();
  const timeS = parseTimeSeconds(body.time);
  if (timeS === null) throw unprocessable({ time: learningMessages.timeText });
  const entries = parseAnswerEntries(body.data_question, z.array(answerEntrySchema).min(1).max(rules.size), {
    unique: true,
  });
  const owned = knownCards(read.cards);
  const content = await cache.at(read.version);
  const byId = await answersById(
    db,
    content,
    entries.map((e) => e.answer_id),
  );
  const scored = entries.map((e, i) => {
    const refusal = rules.refusal(e.question_id, content, owned);
    if (refusal !== null) throw unprocessable({ [`data_question.${i}.question_id`]: refusal });
    const answer = byId.get(e.answer_id);
    if (!answer || answer.questionId !== e.question_id) {
      throw unprocessable({ [`data_question.${i}.answer_id`]: learningMessages.answerOfAnotherQuestion });
    }
    const themeId = content.questions.get(e.question_id)?.themeId;
    if (themeId === undefined)
      throw unprocessable({ [`data_question.${i}.question_id`]: repetitionMessages.questionGone });
    return { questionId: e.question_id, answerId: e.answer_id, correct: answer.correct, themeId };
  });
  const correct = scored.filter((s) => s.correct).length;
  const wrong = scored.filter((s) => !s.correct).map((s) => s.questionId);
  const outcome: ResultOutcome = {
    attempt_id: body.attempt_id,
    type: rules.type,
    theme_id: null,
    idx: null,
    result: correct,
    count_question: scored.length,
    percent: scorePercent(correct, scored.length),
    passed: wrong.length === 0,
    time: timeS,
    wrong_question_ids: wrong,
    block: null,
    progress_car: null,
    correct_answers: [],
  };
  const write = {
    type: rules.type,
    userId: user.id,
    attemptId: body.attempt_id,
    correct,
    total: scored.length,
    timeS,
    outcome,
    scored,
    now,
  };
  // The cards read with the session move in the result's own statement, which fails whole if one of them moved
  // meanwhile (review-cards.ts, cardMoves); then the locking way.
  let status: WriteStatus | undefined;
  try {
    status = await writeCardSession(db, { ...write, cards: movesOf(owned, scored, now) });
  } catch (error) {
    if (!isCardConflict(error)) throw error;
  }
  status ??= await withReviewCards(
    db,
    user.id,
    now,
    (tx) => writeCardSession(tx, write),
    (written) => (written === 'written' ? scored : []),
  );
  if (status === 'written') return outcome;
  // Another request with the same attempt id won the race: answer with what it stored.
  const winner = await storedAttempt(db, body.attempt_id);
  if (winner) return ownOutcome([winner.userId, winner.outcome], user);
  if (status === 'over-cap') throw overCap(CAP_MESSAGES.attempts);
  throw new HttpError(409, repetitionMessages.resultRace);
}
