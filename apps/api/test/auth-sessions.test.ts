import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/accounts.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { SESSION_IDLE_DAYS } from '../src/plugins/auth.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

describe.each(drivers)('bearer sessions on %s', (driver) => {
  const ctx = useTestApp(driver);
  const me = (authorization: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  async function lastUsedDaysAgo(token: string, days: number) {
    await ctx.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(sessions.tokenHash, hashToken(token)));
  }

  it('accepts a token used within the last 30 days and renews its last use', async () => {
    const user = await makeUser(ctx.database.db);
    await lastUsedDaysAgo(user.token, SESSION_IDLE_DAYS - 1);
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('answers 401 to a token unused for more than 30 days', async () => {
    const user = await makeUser(ctx.database.db);
    await lastUsedDaysAgo(user.token, SESSION_IDLE_DAYS + 1);
    const res = await me(user.auth.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('answers 401 to an unknown token and to a malformed header', async () => {
    expect((await me('Bearer not-a-token')).statusCode).toBe(401);
    expect((await me('Basic abc')).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await makeUser(ctx.database.db);
    const rows = await ctx.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === user.token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(user.token))).toBe(true);
  });
});
