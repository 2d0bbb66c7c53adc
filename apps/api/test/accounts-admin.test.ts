import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPhone } from '@pdr/contract/phone';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup, createUser, uniquePhone } from './accounts-fixtures.ts';
import { groups, users } from '../src/db/schema/accounts.ts';
import { AdminError, endOfKyivDay } from '../src/modules/accounts/admin.ts';
import { runAdminCommand } from '../src/cli/router.ts';
import { DEMO_GROUP_CODE, ensureDemoSchool } from '../src/modules/content/demo-school.ts';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

describe.each(drivers)('operator commands on %s', (driver) => {
  const ctx = useTestApp(driver);
  const admin = (...args: string[]) =>
    runAdminCommand(ctx.database.db, args, new Date('2030-01-01T00:00:00Z'));

  it('creates a school and a group with a generated 8-digit code shown 3-2-3', async () => {
    const [created] = await admin('create-school', 'Автошкола «Рух»', '--city', 'Львів');
    const id = Number(/№(\d+)/.exec(created!)?.[1]);
    expect(created).toBe(`Автошколу створено: №${id} «Автошкола «Рух»», Львів.`);
    const lines = await admin('create-group', String(id), 'Група', '12', '--price', '150', '--days', '60');
    expect(lines[0]).toBe('Групу створено: «Група 12» в автошколі «Автошкола «Рух»».');
    const shown = /^Код групи: (\d{3}) (\d{2}) (\d{3})$/.exec(lines[1]!);
    expect(shown).not.toBeNull();
    const code = shown!.slice(1).join('');
    const [group] = await ctx.database.db.select().from(groups).where(eq(groups.code, code));
    expect(group).toMatchObject({ schoolId: id, name: 'Група 12', premiumPrice: 150, premiumDays: 60 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/check/code',
      payload: { group_code: code },
    });
    expect(res.json()).toEqual({ status: true, price: 150, days: 60 });
  });

  it('gives a group a teacher by phone and makes them a teacher', async () => {
    const { school } = await createGroup(ctx.database.db);
    const teacher = await createUser(ctx.database.db, { firstName: 'Ігор', lastName: 'Мельник' });
    const lines = await admin('create-group', String(school.id), 'Ранкова', '--teacher', teacher.phone);
    expect(lines).toContain(`Ігор Мельник (${formatPhone(teacher.phone)}) тепер викладач.`);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row!.roleId).toBe(4);
  });

  it('makes a user a teacher by phone typed in any form', async () => {
    const user = await createUser(ctx.database.db);
    const typed = `0${user.phone.slice(4, 6)} ${user.phone.slice(6, 9)} ${user.phone.slice(9)}`;
    expect(await admin('make-teacher', typed)).toEqual([
      `Олена Коваль (${formatPhone(user.phone)}) тепер викладач.`,
    ]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.roleId).toBe(4);
  });

  it('grants Premium until the end of a Kyiv day and takes it away', async () => {
    const user = await createUser(ctx.database.db);
    expect(await admin('grant-premium', user.phone, '2030-07-31')).toEqual([
      `Преміум для Олена Коваль (${formatPhone(user.phone)}) діє до 31.07.2030 включно.`,
    ]);
    let [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumUntil?.toISOString()).toBe('2030-07-31T20:59:59.999Z');
    expect(await admin('revoke-premium', user.phone)).toEqual([
      `Преміум для Олена Коваль (${formatPhone(user.phone)}) скасовано.`,
    ]);
    [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumUntil).toBeNull();
  });

  it('explains mistakes in Ukrainian', async () => {
    await expect(admin('make-teacher', '123')).rejects.toThrow(
      'Некоректний номер телефону: «123». Приклад: +380671234567',
    );
    await expect(admin('make-teacher', uniquePhone())).rejects.toThrow(
      /^Користувача з номером \+38 \(0\d\d\) \d{3} \d\d \d\d не знайдено$/,
    );
    const user = await createUser(ctx.database.db);
    await expect(admin('grant-premium', user.phone, '2030-02-30')).rejects.toThrow(
      /Некоректна дата: «2030-02-30»/,
    );
    await expect(admin('grant-premium', user.phone, '2029-12-31')).rejects.toThrow(
      'Дата 2029-12-31 вже минула',
    );
    await expect(admin('create-group', '999999', 'X')).rejects.toThrow(
      'Автошколи №999999 не знайдено (див. list-schools)',
    );
    await expect(admin('create-group', '1', 'X', '--price', 'дешево')).rejects.toBeInstanceOf(AdminError);
    await expect(admin('fly')).rejects.toThrow(/^Невідома команда «fly»/);
  });

  it('lists schools with their groups and codes', async () => {
    const { school, group } = await createGroup(
      ctx.database.db,
      { name: 'Вечірня' },
      { name: 'Автошкола «Список»' },
    );
    const lines = await admin('list-schools');
    expect(lines).toContain(`№${school.id} Автошкола «Список», Київ`);
    expect(lines).toContain(
      `    ${group.code.slice(0, 3)} ${group.code.slice(3, 5)} ${group.code.slice(5)}  Вечірня`,
    );
  });
});

describe.each(drivers)('demo school of a new install on %s', (driver) => {
  const ctx = useTestApp(driver);
  it('creates one demo school with group code 12345678 once, only while there are no schools and no users', async () => {
    expect(await ensureDemoSchool(ctx.database.db)).toBe(true);
    expect(await ensureDemoSchool(ctx.database.db)).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/check/code',
      payload: { group_code: DEMO_GROUP_CODE },
    });
    expect(res.json()).toEqual({ status: true, price: 299, days: 90 });
    const schools = (await ctx.app.inject({ method: 'GET', url: '/api/school' })).json().data.autocomplete;
    expect(schools).toEqual([{ id: expect.any(Number), name: 'Автошкола «Світлофор»', city: 'Київ' }]);
  });
});

describe('endOfKyivDay', () => {
  it('follows summer and winter time', () => {
    expect(endOfKyivDay('2030-01-15').toISOString()).toBe('2030-01-15T21:59:59.999Z');
    expect(endOfKyivDay('2030-07-15').toISOString()).toBe('2030-07-15T20:59:59.999Z');
  });
});

describe('npm run admin', () => {
  it('prints the usage in Ukrainian and fails without a command', async () => {
    const error = await run(process.execPath, ['src/cli/admin.ts'], { cwd: apiRoot }).catch(
      (e: unknown) => e,
    );
    expect((error as { code: number }).code).toBe(1);
    expect((error as { stdout: string }).stdout).toContain('Використання: npm run admin -- <команда>');
  });

  it('creates a school in the database of DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const { stdout } = await run(
      process.execPath,
      ['src/cli/admin.ts', 'create-school', 'Автошкола «Тест»'],
      { cwd: apiRoot, env },
    );
    expect(stdout.trim()).toBe('Автошколу створено: №1 «Автошкола «Тест»».');
    const list = await run(process.execPath, ['src/cli/admin.ts', 'list-schools'], { cwd: apiRoot, env });
    expect(list.stdout.trim()).toBe('№1 Автошкола «Тест»');
  }, 60_000);
});
