import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { answersFor, makeThemes, makeUser, postLesson, type TestUser } from './learning-fixtures.ts';
import { answerKey, examCalls, makeExamBank, questionsOf } from './exam-fixtures.ts';
import { cardsOf, latestAnswersOf } from './repetition-fixtures.ts';
import { users } from '../src/db/schema/accounts.ts';
import {
  cardIdsParam,
  isCardConflict,
  knownCards,
  knownCardsColumn,
  movesOf,
} from '../src/modules/study/review-cards.ts';
import { nextCard } from '../src/modules/study/card-schedule.ts';
import { writeResult } from '../src/modules/study/result-write.ts';
import { recordResult } from '../src/modules/learning/results.ts';
import { recordReview } from '../src/modules/repetition/review.ts';
import type { KnownCardRow } from '../src/modules/study/review-cards.ts';
import { userProgress } from '../src/modules/study/repository.ts';
import { answerExam } from '../src/modules/exam/answer.ts';

/**
 * A result or an exam answer moves the review cards in its own statement, from the cards read with the session
 * (docs/decisions/101-review-cards-in-the-write.md). These tests move a card between that read and the write, as
 * another request of the same learner would, and check that nothing is lost: the statement fails whole and the
 * write is made again the locking way.
 */
describe.each(drivers)('review cards moved in the write on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  async function cardsRead(user: TestUser, ids: readonly number[]) {
    return knownCards(await cardRows(user, ids));
  }

  async function cardRows(user: TestUser, ids: readonly number[]): Promise<KnownCardRow[]> {
    const [row] = await db()
      .select({ cards: knownCardsColumn(sql`${user.id}::integer`) })
      .from(users)
      .where(eq(users.id, user.id))
      .prepare(`test_cards_${randomUUID().slice(0, 8)}`)
      .execute({ cardQuestionIds: cardIdsParam(ids) });
    return row!.cards;
  }

  async function authUser(user: TestUser) {
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    return row!;
  }

  async function attemptStored(id: string): Promise<boolean> {
    const result = await db().execute(sql`select 1 from attempts where id = ${id}::uuid`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function learnerAfterOneLesson(options: { premium?: boolean } = {}) {
    const [theme] = await makeThemes(db(), [{ questions: 4 }]);
    const user = await makeUser(db(), options);
    const first = await postLesson(ctx.app, user, {
      theme_id: theme!.id,
      idx: 0,
      entries: answersFor(theme!.questions, [theme!.questions[0]!.id]),
    });
    expect(first.statusCode).toBe(200);
    return { user, theme: theme!, ids: theme!.questions.map((q) => q.id) };
  }

  /** A lesson of block 0 answered all right, written the statement way from the cards in `read`. */
  function lessonWrite(user: TestUser, theme: { id: number; questions: { id: number; correct: number }[] }) {
    const now = new Date();
    const scored = theme.questions.map((q) => ({
      questionId: q.id,
      answerId: q.correct,
      correct: true,
      themeId: theme.id,
    }));
    const attemptId = randomUUID();
    const outcome = {
      attempt_id: attemptId,
      type: 'theme' as const,
      theme_id: theme.id,
      idx: 0,
      result: 4,
      count_question: 4,
      percent: 100,
      passed: true,
      time: 60,
      wrong_question_ids: [],
      block: null,
      progress_car: null,
      correct_answers: [],
    };
    const write = (read: ReturnType<typeof knownCards>) =>
      writeResult(db(), {
        userId: user.id,
        type: 'theme',
        themeId: theme.id,
        blockIdx: 0,
        category: 'B',
        progressKey: '',
        correct: 4,
        total: 4,
        timeS: 60,
        outcome,
        scored,
        wrongIds: [],
        closeCreditDay: false,
        now,
        cards: movesOf(read, scored, now),
      });
    return { now, attemptId, write };
  }

  it('fails the whole result statement when a card moved after it was read, and records it the locking way', async () => {
    const { user, theme, ids } = await learnerAfterOneLesson();
    const stale = await cardsRead(user, ids);
    // Another request of the learner moves the cards in between.
    expect(
      (await postLesson(ctx.app, user, { theme_id: theme.id, idx: 0, entries: answersFor(theme.questions) }))
        .statusCode,
    ).toBe(200);
    const moved = await cardsRead(user, ids);
    const { now, attemptId, write } = lessonWrite(user, theme);
    await expect(write(stale)).rejects.toSatisfy(isCardConflict);
    expect(await attemptStored(attemptId)).toBe(false);

    // Through recordResult with the stale read: written once, every card moved from its current state.
    const body = {
      attempt_id: attemptId,
      type: 'theme' as const,
      theme_id: theme.id,
      idx: 0,
      time: 60,
      data_question: JSON.stringify(answersFor(theme.questions)),
    };
    const progress = await userProgress(db(), user.id, attemptId);
    const result = await recordResult(db(), ctx.app.contentCache, await authUser(user), body, now, {
      progress,
      cards: stale,
    });
    expect(result.result).toBe(4);
    expect(await attemptStored(attemptId)).toBe(true);
    const cards = await cardsOf(db(), user.id);
    expect(cards.map((c) => c.reps)).toEqual([3, 3, 3, 3]);
    for (const card of cards) {
      expect(card.due.getTime()).toBe(nextCard(moved.get(card.questionId)!, true, now).due.getTime());
    }
  });

  it('moves in the write a card whose last review SQL wrote with microseconds (read to the millisecond)', async () => {
    const { user, theme, ids } = await learnerAfterOneLesson();
    // As a card written by SQL's now() is: the app reads it back to the millisecond.
    await db().execute(
      sql`update review_cards set last_review = last_review + interval '456 microseconds' where user_id = ${user.id}`,
    );
    const read = await cardsRead(user, ids);
    const status = await lessonWrite(user, theme).write(read);
    expect(status).toBe('written');
    expect((await cardsOf(db(), user.id)).map((c) => c.reps)).toEqual([2, 2, 2, 2]);
  });

  it('fails the statement when a card read before the write was deleted meanwhile (a statistics reset)', async () => {
    const { user, theme, ids } = await learnerAfterOneLesson();
    const stale = await cardsRead(user, ids);
    await db().execute(sql`delete from review_cards where user_id = ${user.id}`);
    const { attemptId, write } = lessonWrite(user, theme);
    await expect(write(stale)).rejects.toSatisfy(isCardConflict);
    expect(await attemptStored(attemptId)).toBe(false);
    expect(await cardsOf(db(), user.id)).toEqual([]);
  });

  it('records a due review once, the locking way, when its cards moved after the session lookup', async () => {
    const { user, theme, ids } = await learnerAfterOneLesson({ premium: true });
    const stale = await cardRows(user, ids);
    expect(
      (await postLesson(ctx.app, user, { theme_id: theme.id, idx: 0, entries: answersFor(theme.questions) }))
        .statusCode,
    ).toBe(200);
    const moved = await cardsRead(user, ids);
    const now = new Date();
    const attemptId = randomUUID();
    const body = {
      attempt_id: attemptId,
      time: 95,
      data_question: JSON.stringify(answersFor(theme.questions)),
    };
    const version = await db()
      .execute(sql`select coalesce((select content_version from settings where id = 1), 0)::integer as v`)
      .then((r) => (r as unknown as { rows: { v: number }[] }).rows[0]!.v);
    const read = { attempt: null, version, cards: stale };
    const result = await recordReview(db(), ctx.app.contentCache, await authUser(user), body, now, read);
    expect(result).toMatchObject({ type: 'review', result: 4, count_question: 4, passed: true });
    expect(await attemptStored(attemptId)).toBe(true);
    const cards = await cardsOf(db(), user.id);
    expect(cards.map((c) => c.reps)).toEqual([3, 3, 3, 3]);
    for (const card of cards) {
      expect(card.due.getTime()).toBe(nextCard(moved.get(card.questionId)!, true, now).due.getTime());
    }
    // The same attempt sent again is answered from what was stored, and moves nothing.
    const again = await recordReview(db(), ctx.app.contentCache, await authUser(user), body, now, {
      ...read,
      cards: await cardRows(user, ids),
    });
    expect(again.attempt_id).toBe(attemptId);
    expect((await cardsOf(db(), user.id)).map((c) => c.reps)).toEqual([3, 3, 3, 3]);
  });

  it('records an exam answer once, the locking way, when its card changed after the session lookup', async () => {
    await makeExamBank(db(), { rules: 12, safety: 4, vehicle: 4, first_aid: 2 });
    const user = await makeUser(db());
    const exam = examCalls(() => ctx.app);
    const started = (await exam.start(user)).json<ExamResponse>();
    const ids = questionsOf(started).map((q) => q.id);
    const key = await answerKey(db(), ids);
    const now = new Date();
    // As read before a card was deleted: the statement finds no card where the move expects one.
    const stale = nextCard(null, true, new Date(now.getTime() - 86_400_000));
    const answer = await answerExam(
      {
        db: db(),
        cache: ctx.app.contentCache,
        user: await authUser(user),
        now,
        publicUrl: 'http://localhost',
      },
      {
        exam_id: started.exam_id,
        question_id: ids[0]!,
        answer_id: key.get(ids[0]!)!.wrong,
        client_answer_id: randomUUID(),
      },
      stale,
    );
    expect(answer).toMatchObject({ correct: false, mistakes: 1, answered: 1 });
    const cards = await cardsOf(db(), user.id);
    expect(cards.map((c) => [c.questionId, c.reps, c.lapses])).toEqual([[ids[0], 1, 0]]);
    // The card keeps the answer, with its question's theme read in the statement.
    const [theme] = await db()
      .execute(sql`select theme_id from questions where id = ${ids[0]!}`)
      .then((r) => (r as unknown as { rows: { theme_id: number }[] }).rows);
    expect(await latestAnswersOf(db(), user.id)).toEqual([
      [ids[0], theme!.theme_id, key.get(ids[0]!)!.wrong, false],
    ]);
    const result = await db().execute(
      sql`select count(*)::integer as n from exam_answers where exam_id = ${started.exam_id}::uuid`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
