import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema/accounts.ts';
import { ADDRESS_LIMITS } from '../src/modules/accounts/limits.ts';
import { createSession } from '../src/plugins/auth.ts';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createGroup, createUser, PASSWORD, uniquePhone } from './accounts-fixtures.ts';

// Every call that looks a group code up counts its misses in one limiter, per address and per account, so a
// code cannot be guessed through /register/finish (where a hit joins the group at its price) either (decision 129).
const MISSES = ADDRESS_LIMITS.groupCodeMisses.max;
const UNKNOWN = '000 00 000';
const REFUSED = 'Забагато перевірок коду групи. Спробуйте через 10 хв';

/** Counters outlive a test: a random address keeps tests and runs apart. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: REFUSED, errors: { group_code: REFUSED } });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(590);
}

describe.each(drivers)('group code guesses share one limit on %s', (driver) => {
  const ctx = useTestApp(driver);

  const checkCode = (code: string, remoteAddress: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/check/code',
      remoteAddress,
      headers: token ? bearer(token) : {},
      payload: { group_code: code },
    });

  const finish = (code: string, remoteAddress: string, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register/finish',
      remoteAddress,
      headers: bearer(token),
      payload: { categories: [3], group_code: code },
    });

  const register = (code: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        phone: uniquePhone(),
        first_name: 'Марія',
        last_name: 'Бондар',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        categories: [3],
        group_code: code,
        buy_premium: false,
        accept: 1,
      },
    });

  async function learner() {
    const user = await createUser(ctx.database.db);
    return { user, token: await createSession(ctx.database.db, user.id) };
  }

  async function groupOf(userId: number) {
    const [row] = await ctx.database.db
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, userId));
    return row!.groupId;
  }

  it(`refuses /register/finish with a right code after ${MISSES} misses through /check/code from its address`, async () => {
    const { group } = await createGroup(ctx.database.db, { premiumPrice: 1 });
    const address = randomAddress();
    for (let i = 0; i < MISSES; i++) expect((await checkCode(UNKNOWN, address)).statusCode).toBe(422);
    const { user, token } = await learner();
    expectRefused(await finish(group.code, address, token));
    expect(await groupOf(user.id)).toBeNull();
    // Another address is not held back by this one.
    expect((await finish(group.code, randomAddress(), token)).statusCode).toBe(200);
    expect(await groupOf(user.id)).toBe(group.id);
  });

  it(`refuses /check/code and /register after ${MISSES} misses through /register/finish from its address`, async () => {
    const { group } = await createGroup(ctx.database.db);
    const address = randomAddress();
    const { token } = await learner();
    for (let i = 0; i < MISSES; i++) {
      const res = await finish(UNKNOWN, address, token);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.group_code).toBe('Групу з таким кодом не знайдено');
    }
    expectRefused(await checkCode(group.code, address));
    expectRefused(await register(group.code, address));
  });

  it(`refuses the account after ${MISSES} misses however many addresses they come from`, async () => {
    const { group } = await createGroup(ctx.database.db);
    const { user, token } = await learner();
    for (let i = 0; i < MISSES; i++) {
      const res =
        i % 2 === 0
          ? await finish(UNKNOWN, randomAddress(), token)
          : await checkCode(UNKNOWN, randomAddress(), token);
      expect(res.statusCode, res.body).toBe(422);
    }
    expectRefused(await finish(group.code, randomAddress(), token));
    expectRefused(await checkCode(group.code, randomAddress(), token));
    expect(await groupOf(user.id)).toBeNull();
    // The same address as a guest, and another account, are not held back by this account.
    const address = randomAddress();
    expect((await checkCode(group.code, address)).statusCode).toBe(200);
    expect((await finish(group.code, address, (await learner()).token)).statusCode).toBe(200);
  });

  it('never counts a right code against the account or the address', async () => {
    const { group } = await createGroup(ctx.database.db);
    const { token } = await learner();
    const address = randomAddress();
    for (let i = 0; i < MISSES * 2; i++)
      expect((await checkCode(group.code, address, token)).statusCode).toBe(200);
    for (let i = 0; i < MISSES; i++) expect((await checkCode(UNKNOWN, address, token)).statusCode).toBe(422);
    expectRefused(await checkCode(UNKNOWN, address, token));
  });
});
