import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatGroupCode } from '@pdr/contract/accounts';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { groups, users } from '../src/db/schema/accounts.ts';
import { runAdminCommand } from '../src/cli/router.ts';
import { DEMO_GROUP_CODE, DEMO_GROUP_NAME, DEMO_SCHOOL_NAME } from '../src/modules/content/demo-school.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup, createUser, uniquePhone } from './accounts-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import { tempDir } from './content-fixtures.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

/** A closed group's code joins nobody, wherever a code is typed; its pupils stay in it. */
describe.each(drivers)('closing a group on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  async function operator() {
    const user = await makeUser(db());
    await db().update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, user.id));
    return user;
  }

  function registration(code: string) {
    return {
      phone: uniquePhone(),
      first_name: 'Марта',
      last_name: 'Гнатюк',
      password: 'zakryta-hrupa-1',
      password_confirmation: 'zakryta-hrupa-1',
      categories: [3],
      group_code: code,
      buy_premium: false,
      accept: 1,
    };
  }

  it('from the console: the code stops working, the school lists it no more, its pupils stay in it', async () => {
    const { school, group } = await createGroup(db());
    const pupil = await createUser(db(), { groupId: group.id });
    expect((await post('/api/check/code', { group_code: group.code })).statusCode).toBe(200);

    const op = await operator();
    const closed = await post('/api/admin/groups/close', { group_code: group.code }, op.auth);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().lines[0]).toContain('закрито');

    expect((await post('/api/check/code', { group_code: group.code })).statusCode).toBe(422);
    const refused = await post('/api/register', registration(group.code));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.group_code).toBeTruthy();
    const listed = await post('/api/group', { school_id: school.id });
    expect(listed.statusCode === 404 || !JSON.stringify(listed.json()).includes(group.name)).toBe(true);
    const [kept] = await db().select().from(users).where(eq(users.id, pupil.id));
    expect(kept?.groupId).toBe(group.id);

    const again = await post('/api/admin/groups/close', { group_code: group.code }, op.auth);
    expect(again.statusCode).toBe(422);
    const schools = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/schools?code=${group.code}`,
      headers: op.auth,
    });
    expect(schools.json().schools[0].groups[0]).toMatchObject({ code: group.code, closed: true });
    const journal = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: op.auth });
    expect(journal.json().entries.map((e: { action: string }) => e.action)).toContain('Група: закрито');
  });

  it('from the command line, journaled; a pupil cannot be moved into it', async () => {
    const { group } = await createGroup(db());
    const pupil = await createUser(db());
    const lines = await runAdminCommand(db(), ['close-group', formatGroupCode(group.code)]);
    expect(lines.join('\n')).toMatch(/закрито/);
    const [row] = await db().select().from(groups).where(eq(groups.id, group.id));
    expect(row?.closedAt).toBeInstanceOf(Date);
    await expect(runAdminCommand(db(), ['move-pupil', pupil.phone, group.code])).rejects.toThrow(/закрито/);
    const op = await operator();
    const journal = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: op.auth });
    const entry = journal
      .json()
      .entries.find((e: { target: string }) => e.target === `Група ${formatGroupCode(group.code)}`);
    expect(entry).toMatchObject({ action: 'Група: закрито', operator: 'командний рядок' });
  });

  it('closes the demo group when a pack that is not a demo is imported, and only then', async () => {
    await createGroup(db(), { code: DEMO_GROUP_CODE, name: DEMO_GROUP_NAME }, { name: DEMO_SCHOOL_NAME });
    const demo = await importContentPack(db(), DEMO, { dataDir: ctx.config.DATA_DIR });
    expect(demo.demoGroupClosed).toBe(false);
    expect((await post('/api/check/code', { group_code: DEMO_GROUP_CODE })).statusCode).toBe(200);

    const real = path.join(await tempDir(), 'pack');
    await cp(DEMO, real, { recursive: true });
    await writeFile(path.join(real, 'site.json'), JSON.stringify({ demo: false, official_questions: false }));
    const preview = await importContentPack(db(), real, { dataDir: ctx.config.DATA_DIR, dryRun: true });
    expect(preview.demoGroupClosed).toBe(true);
    expect((await post('/api/check/code', { group_code: DEMO_GROUP_CODE })).statusCode).toBe(200);
    const imported = await importContentPack(db(), real, { dataDir: ctx.config.DATA_DIR });
    expect(imported.demoGroupClosed).toBe(true);
    expect((await post('/api/check/code', { group_code: DEMO_GROUP_CODE })).statusCode).toBe(422);
  });
});
