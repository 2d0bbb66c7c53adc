import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import { users } from '../src/db/schema/accounts.ts';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createGroup, createUser, loginAs } from './accounts-fixtures.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  type TestUser,
} from './learning-fixtures.ts';

/** Answers, hints, Premium content and group codes reach only those entitled to them (decision 054). */
describe.each(drivers)('no answers or Premium content through side doors on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
  const endPremium = (user: TestUser) =>
    ctx.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));

  describe('GET /api/get-question-from-session-crypt', () => {
    it('refuses a Premium lesson once Premium has ended, answers included', async () => {
      const [first, paid] = await makeThemes(ctx.database.db, [
        { questions: 2 },
        { questions: 3, free: false },
      ]);
      const user = await makeUser(ctx.database.db, { premium: true });
      // The paid theme opens after the credit test of the theme before it.
      await passAllBlocks(ctx.app, user, first!);
      expect((await postCredit(ctx.app, user, first!, answersFor(first!.questions))).statusCode).toBe(200);
      const lesson = await get(`/api/theme/block/${paid!.id}/0`, user);
      expect(lesson.statusCode).toBe(200);
      expect((await get('/api/get-question-from-session-crypt', user)).json()).toEqual(lesson.json());

      await endPremium(user);
      const resumed = await get('/api/get-question-from-session-crypt', user);
      expect(resumed.statusCode).toBe(403);
      expect(resumed.json()).toEqual({ message: 'Ця тема доступна з тарифом Преміум' });
    });
  });

  describe('credit-test questions', () => {
    it('carry no hint and no video, while the lessons of the theme do', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      const user = await makeUser(ctx.database.db);
      const lesson = decodeQuestions((await get(`/api/theme/block/${theme!.id}/0`, user)).json().data);
      expect(lesson[0]!.notes).toContain('Коментар');
      expect(lesson[1]!.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
      await passAllBlocks(ctx.app, user, theme!);

      const credit = await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      expect(credit.statusCode).toBe(200);
      const questions = decodeQuestions(credit.json().data);
      expect(questions).toHaveLength(3);
      expect(questions.every((q) => q.notes === '' && q.video_url === null)).toBe(true);
      // A reload of the unfinished credit test is no side door either.
      const resumed = decodeQuestions((await get('/api/get-question-from-session-crypt', user)).json().data);
      expect(resumed.every((q) => q.notes === '' && q.video_url === null)).toBe(true);
    });
  });

  describe('POST /api/test-successful (credit test)', () => {
    it('gives a free learner the score but not the right answers', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
      const user = await makeUser(ctx.database.db);
      await passAllBlocks(ctx.app, user, theme!);
      await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      const res = await postCredit(
        ctx.app,
        user,
        theme!,
        answersFor(theme!.questions, [theme!.questions[0]!.id]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ result: 3, count_question: 4, correct_answers: [] });
    });

    it('reveals nothing to a Premium learner for an empty submission, and only the answered ones otherwise', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 5 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      await passAllBlocks(ctx.app, user, theme!);
      const empty = await postCredit(ctx.app, user, theme!, []);
      expect(empty.statusCode).toBe(200);
      expect(empty.json().result.correct_answers).toEqual([]);

      const two = theme!.questions.slice(1, 3);
      const partial = await postCredit(ctx.app, user, theme!, answersFor(two, [two[0]!.id]));
      expect(partial.json().result.correct_answers).toEqual(
        two.map((q) => ({ question_id: q.id, answer_id: q.correct })),
      );
    });

    it('stops showing a stored review to a learner whose Premium has ended', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      await passAllBlocks(ctx.app, user, theme!);
      const attemptId = randomUUID();
      const entries = answersFor(theme!.questions);
      const first = await postCredit(ctx.app, user, theme!, entries, { attempt_id: attemptId });
      expect(first.json().result.correct_answers).toHaveLength(2);
      await endPremium(user);
      const resent = await postCredit(ctx.app, user, theme!, entries, { attempt_id: attemptId });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().result).toMatchObject({ result: 2, correct_answers: [] });
    });
  });

  describe('POST /api/group', () => {
    it("lists a school's groups to anyone without any group's code", async () => {
      const { school, group } = await createGroup(ctx.database.db, { name: 'Вечірня' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/group',
        payload: { school_id: school.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([{ id: group.id, name: 'Вечірня' }]);
      expect(res.body).not.toContain(group.code);
    });

    it("shows a group's code to its teacher, and to nobody else who is not in the group", async () => {
      const teacher = await createUser(ctx.database.db, { roleId: 4 });
      const stranger = await createUser(ctx.database.db, { roleId: 4 });
      const { group } = await createGroup(ctx.database.db, { teacherId: teacher.id });
      const me = (token: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      const mine = await me(await loginAs(ctx.app, teacher.phone));
      expect(mine.json()).toMatchObject({ role_id: 4, group_code: group.code });
      const theirs = await me(await loginAs(ctx.app, stranger.phone));
      expect(theirs.json().group_code).toBeNull();
    });
  });
});
