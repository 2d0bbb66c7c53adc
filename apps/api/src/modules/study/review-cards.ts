import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextCard, type CardState } from './card-schedule.ts';
import { integerArray, integerArrayLiteral } from '../../db/integer-array.ts';
import { rowsOf } from '../../db/rows.ts';

/** One scored answer as the card update needs it: the move, and the latest answer the card keeps (decision 126). */
export interface CardAnswer {
  questionId: number;
  answerId: number;
  /** Null: the question's theme is read in the statement (the exam's answer, whose question may be of any theme). */
  themeId: number | null;
  correct: boolean;
}

/**
 * A card as a JSON row for `json_to_recordset` (CARD_RECORD): its FSRS state after the move and the answer it keeps
 * as the latest. The answer's time is the move's own (`last_review`, set to now by every move).
 */
function cardRow(questionId: number, card: CardState, answer: CardAnswer) {
  return {
    q: questionId,
    due: card.due.toISOString(),
    s: card.stability,
    d: card.difficulty,
    sd: card.scheduledDays,
    ls: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    st: card.state,
    lr: card.lastReview?.toISOString() ?? null,
    a: answer.answerId,
    t: answer.themeId,
    c: answer.correct,
  };
}

/** The columns of cardRow's JSON, for `json_to_recordset(…) as r(…)`. */
const CARD_RECORD = sql.raw(`q integer, due timestamptz, s double precision, d double precision, sd integer,
  ls smallint, reps integer, lapses integer, st smallint, lr timestamptz, a integer, t integer, c boolean`);

/**
 * The upsert of the cards in `rows` (a relation `r` of cardRow's columns), both ways' (applyAnswers, cardMoves);
 * `onConflict` goes after the update (cardMoves' check of the card read before).
 */
function upsertCards(userId: SQL, rows: SQL, onConflict: SQL = sql``) {
  return sql`insert into review_cards (user_id, question_id, due, stability, difficulty, scheduled_days,
      learning_steps, reps, lapses, state, last_review, theme_id, answer_id, correct, answered_at)
    select ${userId}::integer, r.q, r.due, r.s, r.d, r.sd, r.ls, r.reps, r.lapses, r.st, r.lr,
      coalesce(r.t, (select q.theme_id from questions q where q.id = r.q)), r.a, r.c, r.lr
    from ${rows}
    on conflict (user_id, question_id) do update set due = excluded.due, stability = excluded.stability,
      difficulty = excluded.difficulty, scheduled_days = excluded.scheduled_days,
      learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses,
      state = excluded.state, last_review = excluded.last_review, theme_id = excluded.theme_id,
      answer_id = excluded.answer_id, correct = excluded.correct, answered_at = excluded.answered_at
    ${onConflict}`;
}

/**
 * Moves the learner's review cards by the given answers (FSRS: Good for right, Again for wrong). Runs inside the
 * caller's transaction: the cards are locked in question order, so two results of one learner touching the same
 * questions wait for each other instead of losing an update.
 */
export async function applyAnswers(tx: Db, userId: number, answers: readonly CardAnswer[], now: Date) {
  if (answers.length === 0) return;
  const ids = [...new Set(answers.map((a) => a.questionId))].sort((a, b) => a - b);
  const found = await tx.execute(sql`
    select question_id as "questionId", due, stability, difficulty, scheduled_days as "scheduledDays",
      learning_steps as "learningSteps", reps, lapses, state, last_review as "lastReview"
    from review_cards where user_id = ${userId} and question_id = any(${integerArray(ids)})
    order by question_id for update`);
  const cards = new Map<number, CardState>();
  for (const r of rowsOf<CardState & { questionId: number; due: string | Date }>(found)) {
    cards.set(r.questionId, {
      ...r,
      due: new Date(r.due),
      lastReview: r.lastReview ? new Date(r.lastReview) : null,
    });
  }
  // The same moves as the one-statement way's, from the cards just locked.
  const rows = movesOf(cards, answers, now).map((m) => cardRow(m.questionId, m.to, m.answer));
  await tx.execute(
    upsertCards(sql`${userId}`, sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${CARD_RECORD})`),
  );
}

/**
 * The hook of every place an answer is recorded (lesson, retest, credit test, exam): runs the caller's write and
 * the card updates of what it wrote in one transaction, so a card never moves for an answer that was not stored
 * (a resend writes nothing and moves nothing) and a stored answer never misses its card.
 */
export async function withReviewCards<T>(
  db: Db,
  userId: number,
  now: Date,
  write: (tx: Db) => Promise<T>,
  answersOf: (written: T) => readonly CardAnswer[],
): Promise<T> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const written = await write(tx);
    await applyAnswers(tx, userId, answersOf(written), now);
    return written;
  });
}

/**
 * The learner's cards of the questions in the placeholder `cardQuestionIds` (an integer array literal), as JSON
 * arrays in CardState order: a column for a read made before the write (no lock), see cardMoves.
 */
export function knownCardsColumn(userId: SQLWrapper) {
  return cardsColumn(userId, sql`any(${sql.placeholder('cardQuestionIds')}::integer[])`);
}

/**
 * knownCardsColumn for one question, the placeholder `cardQuestionId` (an integer; 0 for none). For an array the
 * plan PostgreSQL keeps for a prepared statement assumes ten elements: at 81 against 25 for one, it judged it dearer
 * than planning each call anew (0.32 ms), and an exam answer's read was planned every time.
 */
export function knownCardColumn(userId: SQLWrapper) {
  return cardsColumn(userId, sql`${sql.placeholder('cardQuestionId')}::integer`);
}

function cardsColumn(userId: SQLWrapper, questionIs: SQL) {
  return sql<KnownCardRow[]>`coalesce((
    select json_agg(json_build_array(c.question_id, c.due, c.stability, c.difficulty, c.scheduled_days,
      c.learning_steps, c.reps, c.lapses, c.state, c.last_review))
    from review_cards c
    where c.user_id = ${userId} and c.question_id = ${questionIs}), '[]'::json)`;
}

export type KnownCardRow = [
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string | null,
];

/** The `cardQuestionIds` value of knownCardsColumn. */
export function cardIdsParam(questionIds: readonly number[]): string {
  return integerArrayLiteral([...new Set(questionIds)]);
}

/** knownCardsColumn's rows by question id. */
export function knownCards(rows: readonly KnownCardRow[]): Map<number, CardState> {
  return new Map(
    rows.map(
      ([q, due, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReview]) => [
        q,
        {
          due: new Date(due),
          stability,
          difficulty,
          scheduledDays,
          learningSteps,
          reps,
          lapses,
          state,
          lastReview: lastReview === null ? null : new Date(lastReview),
        },
      ],
    ),
  );
}

/**
 * A card move to write: the card after the answer, the card it was computed from (null: no card yet) and the
 * answer the card keeps as its latest.
 */
export interface CardMove {
  questionId: number;
  /** Only for a move that depends on the answer's correctness decided in the statement (the exam); else null. */
  when: boolean | null;
  from: CardState | null;
  to: CardState;
  answer: CardAnswer;
}

/** The moves of the given answers from cards read before the write (knownCards), in question order. */
export function movesOf(known: ReadonlyMap<number, CardState>, answers: readonly CardAnswer[], now: Date) {
  const cards = new Map(known);
  const start = new Map<number, CardState | null>();
  const latest = new Map<number, CardAnswer>();
  for (const answer of answers) {
    if (!start.has(answer.questionId)) start.set(answer.questionId, cards.get(answer.questionId) ?? null);
    cards.set(answer.questionId, nextCard(cards.get(answer.questionId) ?? null, answer.correct, now));
    latest.set(answer.questionId, answer);
  }
  return [...start.keys()]
    .sort((a, b) => a - b)
    .map((q): CardMove => ({
      questionId: q,
      when: null,
      from: start.get(q)!,
      to: cards.get(q)!,
      answer: latest.get(q)!,
    }));
}

const CARD_CONFLICT = 'review cards moved meanwhile';

/** The moves as cardMoves' `rows`: the JSON of the cards after them and of the cards they were computed from. */
export function cardMoveRows(moves: readonly CardMove[]): string {
  return JSON.stringify(
    moves.map((m) => ({
      ...cardRow(m.questionId, m.to, m.answer),
      w: m.when,
      known: m.from !== null,
      was_reps: m.from?.reps ?? null,
      was_lr: m.from?.lastReview?.toISOString() ?? null,
    })),
  );
}

/**
 * The card moves as two parts of a write's single statement (docs/decisions/101-review-cards-in-the-write.md),
 * instead of a transaction that locks and reads the cards: `cards_in` (the moves, `rows` as cardMoveRows makes
 * them, a value or a prepared statement's placeholder; `userId` likewise) and `cards` (their upsert).
 * `source` picks the moves to write, from `cards_in r` joined to the write's own parts (its attempt, or the exam
 * answer whose correctness picks `r.when`), and reads the write's other upserts so that they run, and take their
 * row locks, before the cards, in the order the locking way takes them (no deadlock between the two ways). A card is written only if it is still the one the move was computed
 * from; `check` is the final select's column that fails the whole statement otherwise, so nothing of the write
 * stays and the caller repeats it the locking way (isCardConflict). The card's last review is compared at the
 * milliseconds the app read it with: one written with microseconds (by SQL's now()) would otherwise never match,
 * and each such write failed, cost its connection (node-postgres drops a client whose query failed) and was made
 * again the locking way (decision 154).
 */
export function cardMoves(userId: SQL, rows: SQL, source: SQL) {
  const parts = [
    sql`cards_in as (
      select * from json_to_recordset(${rows}::json)
        as r(${CARD_RECORD}, w boolean, known boolean, was_reps integer, was_lr timestamptz)
    )`,
    sql`cards_due as (select r.* from ${source})`,
    sql`cards as (
      ${upsertCards(
        userId,
        sql`cards_due r order by r.q`,
        sql`where exists (select from cards_due r where r.q = review_cards.question_id and r.known
        and r.was_reps = review_cards.reps
        and r.was_lr is not distinct from date_trunc('milliseconds', review_cards.last_review))
      returning question_id, xmax = 0 as inserted`,
      )}
    )`,
  ];
  // Every move must have landed: an update of the card it was computed from, or an insert where there was none.
  const check = sql`case when (select count(*) from cards_due) = (select count(*) from cards c
      join cards_due r on r.q = c.question_id and c.inserted = not r.known)
    then 0 else (${CARD_CONFLICT} || ': ' || (select count(*) from cards_due))::integer end`;
  return { parts, check };
}

/**
 * True for the error of cardMoves' check: a card moved between its read and the write. The database's own error
 * (22P02, the text that is not an integer), not Drizzle's wrapper, whose message lists the statement's parameters
 * and so names the check's text whatever failed.
 */
export function isCardConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if ((error as { code?: unknown }).code === '22P02' && error.message.includes(CARD_CONFLICT)) return true;
  return isCardConflict((error as { cause?: unknown }).cause, depth + 1);
}
