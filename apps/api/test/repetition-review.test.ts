import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { answersFor, makeThemes, makeUser, postLesson, savedTestVersion } from './learning-fixtures.ts';
import { answerKey, examCalls, makeExamBank, questionsOf } from './exam-fixtures.ts';
import { cardsOf, latestAnswersOf, reviewCalls, setDue } from './repetition-fixtures.ts';
import { kyivMidnight } from '../src/lib/kyiv-day.ts';
import { attempts } from '../src/db/schema/learning.ts';

const DAY = 86_400_000;

/** How many of the missed questions' cards fall due before the end of today in Kyiv (the summary's due_today). */
function missedDueToday(cards: { questionId: number; due: Date }[], missed: number[]): number {
  const todayEnd = kyivMidnight(new Date(), 1).getTime();
  return cards.filter((c) => missed.includes(c.questionId) && c.due.getTime() < todayEnd).length;
}

describe.each(drivers)('repetition: spaced review on %s', (driver) => {
  const ctx = useTestApp(driver, {
    env: { PUBLIC_URL: 'https://pdr.example.ua', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' },
  });
  const calls = reviewCalls(() => ctx.app);

  /** A Premium learner who took block 1 of a 6-question theme with the first `wrong` questions missed. */
  async function learnerWithMistakes(wrong = 2, premium = true) {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 6 }]);
    const user = await makeUser(ctx.database.db, { premium });
    const missed = theme!.questions.slice(0, wrong).map((q) => q.id);
    const res = await postLesson(ctx.app, user, {
      theme_id: theme!.id,
      idx: 0,
      entries: answersFor(theme!.questions, missed),
    });
    expect(res.statusCode).toBe(200);
    return { user, theme: theme!, missed };
  }

  it('gives every answered question of a lesson a card: a miss due in 10 minutes, a right answer days away', async () => {
    const before = Date.now();
    const { user, theme, missed } = await learnerWithMistakes(2);
    const cards = await cardsOf(ctx.database.db, user.id);
    expect(cards.map((c) => c.questionId)).toEqual(theme.questions.map((q) => q.id));
    for (const card of cards) {
      const wait = card.due.getTime() - before;
      if (missed.includes(card.questionId)) expect(wait).toBeLessThan(11 * 60_000);
      else expect(wait).toBeGreaterThan(DAY);
      expect(card.reps).toBe(1);
    }
    // A miss is due in 10 minutes: today, unless the Kyiv day ends before then (a run just before midnight).
    const today = missedDueToday(cards, missed);
    const summary = (await calls.summary(user)).json();
    expect(summary).toMatchObject({ due_today: today, due_tomorrow: 2 - today, total: 6 });
    expect(new Date(summary.next_due_at).getTime()).toBe(Math.min(...cards.map((c) => c.due.getTime())));
  });

  it('counts the cards falling due tomorrow apart from today', async () => {
    const { user, theme } = await learnerWithMistakes(0);
    // An hour into tomorrow, Kyiv time.
    const tomorrow = new Date(kyivMidnight(new Date(), 1).getTime() + 3_600_000);
    await setDue(ctx.database.db, user.id, theme.questions[0]!.id, tomorrow);
    const summary = (await calls.summary(user)).json();
    expect(summary.due_today).toBe(0);
    expect(summary.due_tomorrow).toBe(1);
  });

  it('serves the due questions most overdue first as a lesson with right answers, hints and video', async () => {
    const { user, theme, missed } = await learnerWithMistakes(2);
    await setDue(ctx.database.db, user.id, missed[0]!, new Date(Date.now() - DAY));
    await setDue(ctx.database.db, user.id, missed[1]!, new Date(Date.now() - 2 * DAY));
    const res = await calls.due(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'review', theme_id: null, idx: null, count: 2, reveal: true });
    const questions = decodeQuestions(body.data);
    expect(questions.map((q) => q.id)).toEqual([missed[1], missed[0]]);
    const second = questions.find((q) => q.id === theme.questions[1]!.id)!;
    expect(second.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(second.notes).toContain('Коментар');
    expect(second.answers.filter((a) => a.correct_answer === 1)).toHaveLength(1);
    // The session is the learner's test in progress: a reload gets the same questions, still as a lesson.
    const resumed = await ctx.app.inject({
      method: 'GET',
      url: '/api/get-question-from-session-crypt',
      headers: user.auth,
    });
    expect(resumed.json()).toMatchObject({ type: 'review', count: 2, reveal: true });
  });

  it('goes on with the same due session when it is opened again, writing nothing (decision 116)', async () => {
    const { user, missed } = await learnerWithMistakes(2);
    await setDue(ctx.database.db, user.id, missed[0]!, new Date(Date.now() - DAY));
    const rowVersion = () => savedTestVersion(ctx.database.db, user.id);
    const first = (await calls.due(user)).json();
    const version = await rowVersion();
    await new Promise((r) => setTimeout(r, 5));
    expect((await calls.due(user)).json().started_at).toBe(first.started_at);
    expect(await rowVersion()).toBe(version);
    // Another question falls due: another session, a new start.
    await setDue(ctx.database.db, user.id, missed[1]!, new Date(Date.now() - 2 * DAY));
    const next = (await calls.due(user)).json();
    expect(next.count).toBe(2);
    expect(Date.parse(next.started_at)).toBeGreaterThan(Date.parse(first.started_at));
    expect(await rowVersion()).not.toBe(version);
  });

  it('serves at most 20 questions', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
    const user = await makeUser(ctx.database.db, { premium: true });
    const all = theme!.questions;
    await postLesson(ctx.app, user, {
      theme_id: theme!.id,
      idx: 0,
      entries: answersFor(
        all.slice(0, 20),
        all.map((q) => q.id),
      ),
    });
    await postLesson(ctx.app, user, {
      theme_id: theme!.id,
      idx: 1,
      entries: answersFor(
        all.slice(20),
        all.map((q) => q.id),
      ),
    });
    // Due an hour ago, whatever the time of day: the misses' 10 minutes may reach past the Kyiv midnight.
    for (const q of all) await setDue(ctx.database.db, user.id, q.id, new Date(Date.now() - 3_600_000));
    expect((await calls.summary(user)).json().due_today).toBe(25);
    expect((await calls.due(user)).json().count).toBe(20);
  });

  it('answers 404 with a message when nothing is due, 403 to a free learner and 401 to a guest', async () => {
    const { user } = await learnerWithMistakes(0);
    const none = await calls.due(user);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('На сьогодні питань для повторення немає');
    const { user: free } = await learnerWithMistakes(2, false);
    expect((await calls.due(free)).statusCode).toBe(403);
    expect((await calls.summary(free)).statusCode).toBe(403);
    expect((await calls.result(free, [])).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/repetition/summary' })).statusCode).toBe(401);
  });

  it('records the session once: right answers move the cards days away and the due count falls', async () => {
    const { user, theme, missed } = await learnerWithMistakes(2);
    const attemptId = randomUUID();
    const qs = theme.questions.filter((q) => missed.includes(q.id));
    const res = await calls.result(user, answersFor(qs), attemptId);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      type: 'review',
      result: 2,
      count_question: 2,
      passed: true,
      theme_id: null,
    });
    expect((await calls.summary(user)).json().due_today).toBe(0);
    const moved = (await cardsOf(ctx.database.db, user.id)).filter((c) => missed.includes(c.questionId));
    expect(moved.every((c) => c.reps === 2 && c.due.getTime() - Date.now() > DAY / 2)).toBe(true);
    // The cards keep the session's answers as the latest, right now where the lesson's were wrong (decision 126).
    const latest = await latestAnswersOf(ctx.database.db, user.id);
    expect(latest.filter(([q]) => missed.includes(q))).toEqual(
      qs.map((q) => [q.id, theme.id, q.correct, true]),
    );

    const resent = await calls.result(user, answersFor(qs), attemptId);
    expect(resent.json()).toEqual(res.json());
    const after = (await cardsOf(ctx.database.db, user.id)).filter((c) => missed.includes(c.questionId));
    expect(after.map((c) => c.reps)).toEqual([2, 2]);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/student-results', headers: user.auth });
    expect(history.json().result.filter((r: { type: string }) => r.type === 'review')).toHaveLength(1);
    // The attempt keeps its answers as scored, in the order given.
    const [stored] = await ctx.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(stored!.answers).toEqual(qs.map((q) => [q.id, q.correct, true]));
  });

  it('keeps a question missed again in the session due today and scores from the answer ids', async () => {
    const { user, theme, missed } = await learnerWithMistakes(1);
    const q = theme.questions.find((x) => x.id === missed[0])!;
    // The client claims a right answer; the server scores the wrong answer id it sent.
    const res = await calls.result(user, [{ question_id: q.id, answer_id: q.wrong, correct: 1 }]);
    expect(res.json().result).toMatchObject({ result: 0, passed: false, wrong_question_ids: [q.id] });
    const [card] = (await cardsOf(ctx.database.db, user.id)).filter((c) => c.questionId === q.id);
    expect(card!.reps).toBe(2);
    expect(card!.due.getTime() - Date.now()).toBeLessThan(11 * 60_000);
    expect((await calls.summary(user)).json().due_today).toBe(missedDueToday([card!], [q.id]));
  });

  it('refuses a question the learner has no card of and an answer of another question, naming the field', async () => {
    const { user, theme } = await learnerWithMistakes(1);
    const [other] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const foreign = await calls.result(user, answersFor(other!.questions));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'data_question.0.question_id': 'Цього питання немає серед ваших карток повторення',
    });
    const q = theme.questions[0]!;
    const mixed = await calls.result(user, [{ question_id: q.id, answer_id: theme.questions[1]!.correct }]);
    expect(mixed.statusCode).toBe(422);
    expect(Object.keys(mixed.json().errors)).toEqual(['data_question.0.answer_id']);
    const empty = await calls.result(user, []);
    expect(empty.statusCode).toBe(422);
  });

  it('moves the card of each exam answer in the answer’s transaction', async () => {
    await makeExamBank(ctx.database.db, { rules: 12, safety: 4, vehicle: 4, first_aid: 2 });
    const user = await makeUser(ctx.database.db, { premium: true });
    const exam = examCalls(() => ctx.app);
    const started = (await exam.start(user)).json<ExamResponse>();
    const ids = questionsOf(started).map((q) => q.id);
    const key = await answerKey(ctx.database.db, ids);
    const clientAnswerId = randomUUID();
    const wrong = {
      exam_id: started.exam_id,
      question_id: ids[0],
      answer_id: key.get(ids[0]!)!.wrong,
      client_answer_id: clientAnswerId,
    };
    expect((await exam.answer(user, wrong)).statusCode).toBe(200);
    await exam.answer(user, {
      exam_id: started.exam_id,
      question_id: ids[1],
      answer_id: key.get(ids[1]!)!.right,
    });
    // A resend of the same answer records nothing and moves nothing.
    expect((await exam.answer(user, wrong)).statusCode).toBe(200);
    const cards = await cardsOf(ctx.database.db, user.id);
    expect(cards.map((c) => [c.questionId, c.reps]).sort()).toEqual(
      [
        [ids[0], 1],
        [ids[1], 1],
      ].sort(),
    );
    const missed = cards.find((c) => c.questionId === ids[0])!;
    expect(missed.due.getTime() - Date.now()).toBeLessThan(11 * 60_000);
  });
});
