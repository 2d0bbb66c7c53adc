import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup } from './accounts-fixtures.ts';
import { joinGroup, makeClassroom, makeTeacher, type Classroom } from './teacher-fixtures.ts';
import type { TestUser } from './learning-fixtures.ts';

/** Teachers see only the pupils of the groups they teach; nobody else sees anything (decision 080). */
describe.each(drivers)('teacher calls: who may call them on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

  const calls = (c: Classroom) => [
    '/api/teacher/groups',
    `/api/teacher/groups/${c.group.id}/pupils`,
    `/api/teacher/groups/${c.group.id}/pupils.csv`,
    `/api/teacher/pupils/${c.pupil.id}`,
  ];

  it('answers a guest 401 and a pupil or a Premium pupil 403 on every call', async () => {
    const c = await makeClassroom(ctx.database.db);
    for (const url of calls(c)) {
      const guest = await get(url);
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json().message).toBe('Потрібно увійти в систему');
      for (const pupil of [c.pupil, c.premiumPupil]) {
        const res = await get(url, pupil);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: 'Цей розділ лише для викладачів' });
      }
    }
  });

  it('refuses a pupil 403 even with a malformed id, so the calls cannot be probed', async () => {
    const c = await makeClassroom(ctx.database.db);
    expect((await get('/api/teacher/pupils/abc', c.pupil)).statusCode).toBe(403);
    expect((await get('/api/teacher/groups/0/pupils', c.pupil)).statusCode).toBe(403);
  });

  it('answers the teacher of the group 200 on every call', async () => {
    const c = await makeClassroom(ctx.database.db);
    for (const url of calls(c)) expect((await get(url, c.teacher)).statusCode, url).toBe(200);
  });

  it('answers a teacher of another group 404 for the group and its pupil, and lists only their own group', async () => {
    const c = await makeClassroom(ctx.database.db);
    const groups = await get('/api/teacher/groups', c.otherTeacher);
    expect(groups.json().groups.map((g: { id: number }) => g.id)).toEqual([c.otherGroup.id]);
    for (const url of calls(c).slice(1)) {
      const res = await get(url, c.otherTeacher);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get(`/api/teacher/pupils/${c.pupil.id}`, c.otherTeacher)).json()).toEqual({
      message: 'Учня не знайдено',
    });
  });

  it('answers 404 alike for a pupil in no group, a teacher and an id nobody has', async () => {
    const c = await makeClassroom(ctx.database.db);
    for (const id of [c.loner.id, c.otherTeacher.id, c.teacher.id, 2_000_000_000]) {
      const res = await get(`/api/teacher/pupils/${id}`, c.teacher);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('Учня не знайдено');
    }
    expect((await get('/api/teacher/groups/2000000000/pupils', c.teacher)).statusCode).toBe(404);
  });

  it('answers 422 with a Ukrainian field message for an id that is not a row id', async () => {
    const c = await makeClassroom(ctx.database.db);
    for (const id of ['abc', '0', '-5', '2147483648', '1.5']) {
      const res = await get(`/api/teacher/pupils/${id}`, c.teacher);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.pupilId).toMatch(/Має бути/);
    }
  });

  it('shows a teacher without groups an empty list', async () => {
    const teacher = await makeTeacher(ctx.database.db);
    const res = await get('/api/teacher/groups', teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ groups: [] });
  });

  it('shows a group without pupils as an empty table, not as a group that is not theirs', async () => {
    const teacher = await makeTeacher(ctx.database.db);
    const { group, school } = await createGroup(ctx.database.db, {
      teacherId: teacher.id,
      name: 'Група В-3',
    });
    // A teacher who joined the group is not its pupil, so the group still has none.
    await joinGroup(ctx.database.db, await makeTeacher(ctx.database.db), group.id);
    const table = await get(`/api/teacher/groups/${group.id}/pupils`, teacher);
    expect(table.statusCode).toBe(200);
    expect(table.json()).toEqual({
      group: { id: group.id, name: 'Група В-3', code: group.code, school_name: school.name },
      pupils: [],
    });
    const csv = await get(`/api/teacher/groups/${group.id}/pupils.csv`, teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);
    expect(
      (await get(`/api/teacher/groups/${group.id}/pupils`, await makeTeacher(ctx.database.db))).statusCode,
    ).toBe(404);
  });

  it('masks phones and carries no password, token or whole phone anywhere', async () => {
    const c = await makeClassroom(ctx.database.db);
    for (const url of calls(c)) {
      const res = await get(url, c.teacher);
      const body = res.body;
      expect(body, url).not.toMatch(/\+38067\d{7}/);
      expect(body, url).not.toMatch(/password|hash|token/i);
      expect(body, url).not.toContain(c.pupil.token);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, c.pupil.id));
    const phone = row!.phone;
    const table = (await get(`/api/teacher/groups/${c.group.id}/pupils`, c.teacher)).json();
    const mine = table.pupils.find((p: { id: number }) => p.id === c.pupil.id);
    expect(mine.phone).toBe(`+38 (067) *** ** ${phone.slice(-2)}`);
    const page = (await get(`/api/teacher/pupils/${c.pupil.id}`, c.teacher)).json();
    expect(page.pupil.phone).toBe(mine.phone);
  });
});
