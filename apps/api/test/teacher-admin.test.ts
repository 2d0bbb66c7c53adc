import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, users } from '../src/db/schema/accounts.ts';
import { AdminError } from '../src/modules/accounts/admin.ts';
import { ADMIN_USAGE, runAdminCommand } from '../src/cli/router.ts';
import { formatGroupCode } from '@pdr/contract/accounts';
import { formatPhone } from '@pdr/contract/phone';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup, createUser } from './accounts-fixtures.ts';
import { makeClassroom } from './teacher-fixtures.ts';
import type { TestUser } from './learning-fixtures.ts';

/** The operator names a group's teacher and moves a pupil to another group (decision 080). */
describe.each(drivers)('operator commands for teachers on %s', (driver) => {
  const ctx = useTestApp(driver);
  const admin = (...args: string[]) => runAdminCommand(ctx.database.db, args);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });

  it('lists set-teacher and move-pupil in the usage', () => {
    expect(ADMIN_USAGE).toContain('set-teacher <код групи> <телефон>');
    expect(ADMIN_USAGE).toContain('move-pupil <телефон> <код групи>');
  });

  it('makes a user the teacher of a group by its code typed 3-2-3', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Ірина', lastName: 'Бондар' });
    const { group, school } = await createGroup(ctx.database.db, { name: 'Група вечірня' });
    const lines = await admin('set-teacher', ...formatGroupCode(group.code).split(' '), user.phone);
    expect(lines).toEqual([
      `Ірина Бондар (${formatPhone(user.phone)}) тепер викладач.`,
      `Викладач групи «Група вечірня» (${school.name}): Ірина Бондар.`,
    ]);
    const [row] = await ctx.database.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.teacherId).toBe(user.id);
    const [u] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.roleId).toBe(4);
  });

  it("moves a pupil to another teacher's group: the old teacher loses them, the new one sees them", async () => {
    const c = await makeClassroom(ctx.database.db);
    const [pupil] = await ctx.database.db.select().from(users).where(eq(users.id, c.pupil.id));
    const [other] = await ctx.database.db.select().from(groups).where(eq(groups.id, c.otherGroup.id));
    const lines = await admin('move-pupil', pupil!.phone, other!.code);
    expect(lines[0]).toContain(`переведено з групи «Група А-1» до групи «Група Б-2»`);
    expect((await get(`/api/teacher/pupils/${c.pupil.id}`, c.teacher)).statusCode).toBe(404);
    expect((await get(`/api/teacher/pupils/${c.pupil.id}`, c.otherTeacher)).statusCode).toBe(200);
    expect(await admin('move-pupil', pupil!.phone, other!.code)).toEqual([
      expect.stringContaining('вже в групі «Група Б-2»'),
    ]);
  });

  it('explains mistakes in Ukrainian', async () => {
    const c = await makeClassroom(ctx.database.db);
    const [teacher] = await ctx.database.db.select().from(users).where(eq(users.id, c.teacher.id));
    await expect(admin('move-pupil', teacher!.phone, c.group.code)).rejects.toThrow(/викладач/);
    await expect(admin('move-pupil', '+380671234567')).rejects.toThrow(AdminError);
    const [pupil] = await ctx.database.db.select().from(users).where(eq(users.id, c.pupil.id));
    await expect(admin('move-pupil', pupil!.phone, '123')).rejects.toThrow(
      'Код групи має складатися з 8 цифр',
    );
    await expect(admin('set-teacher', '99999999', teacher!.phone)).rejects.toThrow(
      'Групи з кодом 999 99 999 не знайдено',
    );
    await expect(admin('set-teacher', c.group.code, '12')).rejects.toThrow('Некоректний номер телефону');
  });
});
