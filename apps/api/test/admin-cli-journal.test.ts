import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatGroupCode } from '@pdr/contract/accounts';
import { OPERATOR_ROLE_ID, PUPIL_ROLE_ID, TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { users } from '../src/db/schema/accounts.ts';
import { auditLog } from '../src/db/schema/admin.ts';
import { orders } from '../src/db/schema/payments.ts';
import { feedback } from '../src/db/schema/repetition.ts';
import { ADMIN_COMMANDS, runAdminCommand } from '../src/cli/router.ts';
import { CLI_JOURNAL, READ_ONLY_COMMANDS } from '../src/cli/journal.ts';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup, createUser } from './accounts-fixtures.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';

interface Entry {
  operator: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Every operator action is in the journal: `npm run admin` writes a row for each command that changes data. */
describe.each(drivers)('the command line in the journal on %s', (driver) => {
  const ctx = useTestApp(driver);
  // The function cli/admin.ts runs, on the test's database.
  const admin = (...args: string[]) => runAdminCommand(ctx.database.db, args);

  async function operator(): Promise<TestUser> {
    const user = await makeUser(ctx.database.db);
    await ctx.database.db.update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, user.id));
    return user;
  }

  /** The console's journal, as the operator reads it. */
  async function journal(): Promise<Entry[]> {
    const reader = await operator();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: reader.auth });
    expect(res.statusCode).toBe(200);
    return res.json().entries;
  }
  const rowsFor = async (target: string) => (await journal()).filter((e) => e.target === target);

  it('knows every command as one that is journaled or one that only reads', () => {
    for (const name of ADMIN_COMMANDS.keys())
      expect(CLI_JOURNAL.has(name) !== READ_ONLY_COMMANDS.has(name), name).toBe(true);
  });

  it('journals create-school and create-group with their input and answer, the command line as the actor', async () => {
    const name = `Автошкола «Журнал ${randomUUID().slice(0, 6)}»`;
    const made = await admin('create-school', name, '--city', 'Львів');
    const [school] = await rowsFor(name);
    expect(school).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      operator: 'командний рядок',
      action: 'Автошкола: створено',
      target: name,
      before: null,
      after: { input: { name, city: 'Львів' }, result: made },
    });
    const schoolId = /№(\d+)/.exec(made[0]!)![1]!;
    const teacher = await createUser(ctx.database.db);
    const group = `Група ${randomUUID().slice(0, 6)}`;
    const lines = await admin('create-group', schoolId, group, '--teacher', teacher.phone, '--price', '199');
    expect(await rowsFor(group)).toMatchObject([
      {
        operator: 'командний рядок',
        action: 'Група: створено',
        before: null,
        after: {
          input: {
            school_id: Number(schoolId),
            name: group,
            teacher_phone: teacher.phone,
            price: 199,
            days: null,
          },
          result: lines,
        },
      },
    ]);
  });

  it("journals set-teacher and move-pupil with the group's teacher and the pupil's group before and after", async () => {
    const { group } = await createGroup(ctx.database.db);
    const teacher = await createUser(ctx.database.db, { firstName: 'Ігор', lastName: 'Сало' });
    const code = formatGroupCode(group.code);
    await admin('set-teacher', ...code.split(' '), teacher.phone);
    expect(await rowsFor(`Група ${code}`)).toMatchObject([
      {
        operator: 'командний рядок',
        action: 'Група: викладач',
        before: { teacher: null },
        after: { teacher: `Ігор Сало (${formatPhone(teacher.phone)})` },
      },
    ]);
    const pupil = await createUser(ctx.database.db);
    await admin('move-pupil', pupil.phone, group.code);
    expect(await rowsFor(formatPhone(pupil.phone))).toMatchObject([
      {
        action: 'Учень: переведено',
        before: { group: null },
        after: { group: `${group.name} (${code})` },
      },
    ]);
  });

  it('journals make-teacher, operator and no-operator with the role before and after, and nothing that changed nothing', async () => {
    const user = await createUser(ctx.database.db);
    const target = formatPhone(user.phone);
    await admin('operator', user.phone);
    await admin('operator', user.phone);
    await admin('no-operator', user.phone);
    await admin('make-teacher', user.phone);
    const rows = (await rowsFor(target)).reverse();
    expect(rows.map(({ operator: who, action, before, after }) => ({ who, action, before, after }))).toEqual([
      {
        who: 'командний рядок',
        action: 'Роль: оператор',
        before: { role_id: PUPIL_ROLE_ID },
        after: { role_id: OPERATOR_ROLE_ID },
      },
      {
        who: 'командний рядок',
        action: 'Роль: не оператор',
        before: { role_id: OPERATOR_ROLE_ID },
        after: { role_id: PUPIL_ROLE_ID },
      },
      {
        who: 'командний рядок',
        action: 'Роль: викладач',
        before: { role_id: PUPIL_ROLE_ID },
        after: { role_id: TEACHER_ROLE_ID },
      },
    ]);
  });

  it('journals grant-premium and revoke-premium with the end of Premium before and after', async () => {
    const user = await createUser(ctx.database.db);
    await admin('grant-premium', user.phone, '2030-01-31');
    await admin('revoke-premium', user.phone);
    const [revoked, granted] = await rowsFor(formatPhone(user.phone));
    const until = (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(until.premiumUntil).toBeNull();
    expect(granted).toMatchObject({
      operator: 'командний рядок',
      action: 'Преміум: надано',
      before: { premium_until: null },
      after: { premium_until: '2030-01-31T21:59:59.999Z' },
    });
    expect(revoked).toMatchObject({
      action: 'Преміум: скасовано',
      before: { premium_until: '2030-01-31T21:59:59.999Z' },
      after: { premium_until: null },
    });
  });

  it("journals refund with the order's state and the buyer's Premium before and after", async () => {
    const before = new Date('2030-03-01T10:00:00Z');
    const after = new Date('2030-05-30T10:00:00Z');
    const buyer = await createUser(ctx.database.db, { premiumUntil: after });
    const id = randomUUID();
    await ctx.database.db.insert(orders).values({
      id,
      userId: buyer.id,
      amount: 29900,
      days: 90,
      priceSource: 'default',
      provider: 'sandbox',
      status: 'paid',
      premiumBefore: before,
      premiumAfter: after,
      paidAt: new Date(),
    });
    await admin('refund', id);
    const [row] = await rowsFor(`Замовлення ${id}`);
    expect(row).toMatchObject({
      operator: 'командний рядок',
      action: 'Замовлення: повернення',
      before: { status: 'paid', premium_until: after.toISOString() },
      after: { status: 'reversed', premium_until: before.toISOString() },
    });
  });

  it('journals price with the tariff before and after', async () => {
    await admin('price', '349', '120', '--former', '499');
    const rows = await rowsFor('Преміум за замовчуванням');
    expect(rows[0]).toMatchObject({
      operator: 'командний рядок',
      action: 'Тариф: зміна',
      after: { price: 349, days: 120, former_price: 499 },
    });
    await admin('price', '249', '90', '--former', '0');
  });

  it('journals feedback, which marks the new messages read, with how many were unread', async () => {
    await admin('feedback');
    await ctx.database.db.insert(feedback).values([
      { name: 'Марта', phone: '+380671112233', message: 'Дякую' },
      { name: 'Остап', phone: '+380671112244', message: 'Питання 5' },
    ]);
    await admin('feedback');
    const rows = await rowsFor('Нові повідомлення');
    expect(rows[0]).toMatchObject({
      operator: 'командний рядок',
      action: "Зворотний зв'язок: прочитано",
      before: { unread: 2 },
      after: { unread: 0 },
    });
    // Nothing new to read: nothing changed, no row.
    await admin('feedback');
    expect(await rowsFor('Нові повідомлення')).toHaveLength(rows.length);
  });

  it('writes nothing for a command that is refused', async () => {
    const user = await createUser(ctx.database.db);
    await expect(admin('grant-premium', user.phone, '2001-01-01')).rejects.toThrow(/вже минула/);
    await expect(admin('create-group', '999999', 'Група')).rejects.toThrow(/не знайдено/);
    expect(await rowsFor(formatPhone(user.phone))).toEqual([]);
    expect(await rowsFor('Група')).toEqual([]);
  });

  it("does not take a console row whose operator's account is gone for the command line", async () => {
    const gone = await operator();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/tariff',
      headers: gone.auth,
      payload: { price: 249, days: 90, former_price: null },
    });
    const [row] = await ctx.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.operatorId, gone.id));
    // The account's removal sets the row's operator to null (on delete set null).
    await ctx.database.db.update(auditLog).set({ operatorId: null }).where(eq(auditLog.id, row!.id));
    const entry = (await journal()).find((e) => (e as Entry & { id: number }).id === row!.id);
    expect(entry?.operator).toBe('оператор (обліковий запис видалено)');
  });
});
