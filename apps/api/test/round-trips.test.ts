import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  postLesson,
} from './learning-fixtures.ts';
import { reviewCalls } from './repetition-fixtures.ts';
import { makeClassroom } from './teacher-fixtures.ts';
import { basePack, writePack } from './content-fixtures.ts';
import { answerKey, examCalls, makeExamBank, questionsOf } from './exam-fixtures.ts';
import type { ExamResponse } from '@pdr/contract/exam';
import { importContentPack } from '../src/modules/content/import.ts';

/**
 * A theory screen costs the session lookup alone (its content is kept in memory per content version), and the
 * learner's busiest writes cost two round trips to PostgreSQL: the session lookup with everything the result
 * needs (plugins/auth.ts, sessionWith) and one statement that writes it with the review cards (decision 101). A
 * third statement on every result is a fifth more database time at an evening's peak (docs/benchmarks.md).
 */
describe.runIf(drivers.includes('postgres'))('round trips to postgres', () => {
  const ctx = useTestApp('postgres');
  const calls = reviewCalls(() => ctx.app);
  const exam = examCalls(() => ctx.app);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The statements node-postgres sends while `work` runs, by their text's first words. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; name?: string };
      const text = typeof first === 'string' ? first : (first.name ?? first.text ?? '');
      sent.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query);
    await work();
    vi.restoreAllMocks();
    return sent;
  }

  async function learnerWithCards() {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
    const user = await makeUser(ctx.database.db, { premium: true });
    const first = await postLesson(ctx.app, user, {
      theme_id: theme!.id,
      idx: 0,
      entries: answersFor(theme!.questions, [theme!.questions[0]!.id]),
    });
    expect(first.statusCode).toBe(200);
    return { user, theme: theme! };
  }

  it('records a lesson in two statements', async () => {
    const { user, theme } = await learnerWithCards();
    const sent = await statementsOf(async () => {
      const res = await postLesson(ctx.app, user, {
        theme_id: theme.id,
        idx: 0,
        entries: answersFor(theme.questions),
      });
      expect(res.statusCode).toBe(200);
    });
    expect(sent).toHaveLength(2);
  });

  it('shows every theory screen with the session lookup alone once the theory is in memory', async () => {
    await importContentPack(ctx.database.db, await writePack(basePack()), { dataDir: ctx.config.DATA_DIR });
    const user = await makeUser(ctx.database.db, { premium: true });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
    expect((await get('/api/theories')).statusCode).toBe(200);
    for (const url of ['/api/theories', '/api/theories/1', '/api/theories/1/content/11']) {
      const sent = await statementsOf(async () => expect((await get(url)).statusCode).toBe(200));
      expect(sent).toEqual(['auth_theory']);
    }
  });

  it("opens and records a free learner's credit test in three statements each", async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
    const user = await makeUser(ctx.database.db);
    await passAllBlocks(ctx.app, user, theme!);
    const url = `/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`;
    const opened = await statementsOf(async () => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: user.auth });
      expect(res.statusCode).toBe(200);
    });
    expect(opened).toEqual(['auth_learning_questions', 'credit_day_open_today', 'save_test_session']);
    const recorded = await statementsOf(async () => {
      const res = await postCredit(ctx.app, user, theme!, answersFor(theme!.questions));
      expect(res.statusCode).toBe(200);
    });
    expect(recorded).toEqual(['auth_learning_result', 'credit_day_open_any', 'result_101']);
  });

  it('records a due review in two statements', async () => {
    const { user, theme } = await learnerWithCards();
    const sent = await statementsOf(async () => {
      const res = await calls.result(user, answersFor(theme.questions));
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ type: 'review', result: 4 });
    });
    expect(sent).toEqual(['auth_repetition_result', 'review_result_cards']);
  });
  it('starts an exam, checks an answer and closes it with prepared statements only', async () => {
    await makeExamBank(ctx.database.db, { rules: 12, safety: 4, vehicle: 4, first_aid: 2 });
    // The first start loads the exam bank into memory; the second learner's is the evening's.
    expect((await exam.start(await makeUser(ctx.database.db))).statusCode).toBe(200);
    const user = await makeUser(ctx.database.db, { premium: true });
    let started: ExamResponse | undefined;
    const opened = await statementsOf(async () => {
      const res = await exam.start(user);
      expect(res.statusCode).toBe(200);
      started = res.json<ExamResponse>();
    });
    // A text sent without a name is parsed and planned by PostgreSQL on every call.
    expect(opened).toEqual(['auth_session_lookup', 'exam_read_open', 'exam_start']);
    const question = questionsOf(started!)[0]!;
    const key = await answerKey(ctx.database.db, [question.id]);
    const answered = await statementsOf(async () => {
      const res = await exam.answer(user, {
        exam_id: started!.exam_id,
        question_id: question.id,
        answer_id: key.get(question.id)!.right,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(answered).toEqual(['auth_exam_answer_card', 'exam_answer_cards']);
    const closed = await statementsOf(async () => {
      const res = await exam.submit(user, { exam_id: started!.exam_id });
      expect(res.statusCode).toBe(200);
    });
    expect(closed.filter((s) => s.includes(' '))).toEqual([]);
  });
  it("sends named statements only on every read of a learner's and a teacher's evening", async () => {
    const { user, theme } = await learnerWithCards();
    const room = await makeClassroom(ctx.database.db);
    const reads: [string, { auth: { authorization: string } }][] = [
      ['/api/user', user],
      ['/api/get-available-themes', user],
      ['/api/progress/total', user],
      [`/api/theme/block/${theme.id}/all`, user],
      [`/api/theme/block/${theme.id}/0`, user],
      [`/api/result/incorrect/${theme.id}/0`, user],
      ['/api/exam/readiness', user],
      ['/api/repetition/summary', user],
      ['/api/repetition/due', user],
      ['/api/teacher/groups', room.teacher],
      [`/api/teacher/groups/${room.group.id}/pupils`, room.teacher],
      [`/api/teacher/pupils/${room.pupil.id}`, room.teacher],
    ];
    const get = (url: string, who: { auth: { authorization: string } }) =>
      ctx.app.inject({ method: 'GET', url, headers: who.auth });
    // The first reads load the content into memory (unnamed, once per content version).
    for (const [url, who] of reads) expect((await get(url, who)).statusCode, url).toBe(200);
    for (const [url, who] of reads) {
      const sent = await statementsOf(async () => expect((await get(url, who)).statusCode, url).toBe(200));
      // A text sent without a name is parsed and planned by PostgreSQL on every call.
      expect(
        sent.filter((s) => s.includes(' ')),
        url,
      ).toEqual([]);
    }
  });
});
