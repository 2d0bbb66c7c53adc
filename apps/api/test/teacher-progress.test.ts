import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { themes } from '../src/db/schema/content.ts';
import { attempts } from '../src/db/schema/learning.ts';
import { examSessions } from '../src/db/schema/exam.ts';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  passAllBlocks,
  postCredit,
  postLesson,
  type TestUser,
} from './learning-fixtures.ts';
import { makeClassroom } from './teacher-fixtures.ts';

/** A closed exam as the exam module writes it: the session and its attempt. */
async function closedExam(db: Db, user: TestUser, questionIds: number[], mistakes: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const attemptId = randomUUID();
  const correct = questionIds.length - mistakes;
  await db.insert(attempts).values({
    id: attemptId,
    userId: user.id,
    type: 'exam',
    category: 'B',
    correctCount: correct,
    questionCount: questionIds.length,
    passed: mistakes <= 2,
    timeS: 600,
    outcome: {},
    createdAt: at,
  });
  await db.insert(examSessions).values({
    id: randomUUID(),
    userId: user.id,
    questionIds,
    startedAt: at,
    deadlineAt: new Date(at.getTime() + 1_200_000),
    day: at.toISOString().slice(0, 10),
    correctCount: correct,
    mistakes,
    closedAt: at,
    endReason: 'answered',
    attemptId,
  });
}

describe.each(drivers)("the teacher sees pupils' progress on %s", (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });

  it('lists the teacher’s groups with pupil counts, codes and the invitation address', async () => {
    const c = await makeClassroom(ctx.database.db);
    const res = await get('/api/teacher/groups', c.teacher);
    expect(res.json()).toEqual({
      groups: [
        {
          id: c.group.id,
          name: 'Група А-1',
          code: c.group.code,
          school_name: c.schoolName,
          pupils: 2,
          invite_url: `http://localhost:3000/#/register?code=${c.group.code}`,
        },
      ],
    });
  });

  it('names the teacher’s school and groups in their user payload, and nothing of the kind for a pupil', async () => {
    const c = await makeClassroom(ctx.database.db);
    const teacher = (await get('/api/user', c.teacher)).json();
    expect(teacher).toMatchObject({
      role_id: 4,
      group_name: 'Група А-1',
      school_name: c.schoolName,
      taught_groups: [{ id: c.group.id, name: 'Група А-1', school_name: c.schoolName }],
    });
    const pupil = (await get('/api/user', c.pupil)).json();
    expect(pupil.role_id).toBe(1);
    expect(pupil).not.toHaveProperty('taught_groups');
  });

  it('moves a pupil’s row as they finish blocks, pass a credit test and take exams', async () => {
    const db = ctx.database.db;
    const c = await makeClassroom(db);
    const [first, second] = await makeThemes(db, [{ questions: 20 }, { questions: 40 }]);
    // Premium, so that the second (paid) theme is open and the credit test needs no daily start.
    const learner = c.premiumPupil;
    const url = `/api/teacher/groups/${c.group.id}/pupils`;
    const before = (await get(url, c.teacher)).json();
    const row0 = before.pupils.find((p: { id: number }) => p.id === learner.id);
    const plain = before.pupils.find((p: { id: number }) => p.id === c.pupil.id);
    expect(plain.premium_until).toBeNull();
    const themeCount = (await db.select({ id: themes.id }).from(themes)).length;
    expect(row0).toMatchObject({
      themes_done: 0,
      themes_total: themeCount,
      progress: 0,
      credits_passed: 0,
      exams_taken_30d: 0,
      exams_passed_30d: 0,
      readiness: { exams: 0, percent: null },
      last_activity: null,
    });
    await passAllBlocks(ctx.app, learner, first!);
    expect((await postCredit(ctx.app, learner, first!, answersFor(first!.questions))).statusCode).toBe(200);
    await postLesson(ctx.app, learner, {
      theme_id: second!.id,
      idx: 0,
      entries: answersFor(
        second!.questions.slice(0, 20),
        second!.questions.slice(0, 10).map((q) => q.id),
      ),
    });
    const ids = first!.questions.map((q) => q.id);
    await closedExam(db, learner, ids, 0, 1);
    await closedExam(db, learner, ids, 3, 2);
    await closedExam(db, learner, ids, 1, 3);
    await closedExam(db, learner, ids, 0, 40);
    const after = (await get(url, c.teacher)).json();
    const row = after.pupils.find((p: { id: number }) => p.id === learner.id);
    expect(row).toMatchObject({
      themes_done: 1,
      credits_passed: 1,
      exams_taken_30d: 3,
      exams_passed_30d: 2,
      readiness: { exams: 4, percent: 75 },
    });
    expect(row.progress).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(row.last_activity)).toBeLessThan(60_000);
    expect(Date.parse(row.premium_until)).toBeGreaterThan(Date.now());
    expect(after.pupils.map((p: { id: number }) => p.id)).not.toContain(c.otherPupil.id);

    const page = (await get(`/api/teacher/pupils/${learner.id}`, c.teacher)).json();
    expect(page.group).toEqual({ id: c.group.id, name: 'Група А-1' });
    expect(page.pupil).toEqual(row);
    expect(page.themes.find((t: { id: number }) => t.id === first!.id)).toMatchObject({
      blocks_done: 1,
      blocks_total: 1,
      progress: 100,
      credit: 100,
    });
    expect(page.themes.find((t: { id: number }) => t.id === second!.id)).toMatchObject({
      blocks_done: 0,
      blocks_total: 2,
      progress: 0,
      credit: null,
    });
    expect(page.weak_themes).toEqual([
      {
        id: second!.id,
        number: second!.number,
        title: second!.title,
        answered: 20,
        correct: 10,
        percent: 50,
        strength: 'low',
      },
    ]);
    expect(page.readiness).toMatchObject({ exams: 4, passed: 3, percent: 75 });
    // These exams were written without their answers: every question of them is unanswered, and none a mistake.
    type Group = { mistakes: number; unanswered: number; questions: number };
    expect(page.readiness.groups.length).toBeGreaterThan(0);
    for (const g of page.readiness.groups as Group[])
      expect(g).toMatchObject({ mistakes: 0, unanswered: g.questions });
    expect(page.history.map((h: { type: string }) => h.type)).toEqual([
      'theme',
      'all_theme',
      'theme',
      'exam',
      'exam',
      'exam',
      'exam',
    ]);
    expect(page.history[0]).toMatchObject({
      theme_number: second!.number,
      correct: 10,
      total: 20,
      passed: false,
    });
  });
});
