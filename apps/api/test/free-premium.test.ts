import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { freePremiumOffer } from '../src/db/schema/content.ts';
import { extendPremium } from '../src/modules/premium/free-premium.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

describe('extendPremium', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('starts from now when there is no Premium or it has ended', () => {
    expect(extendPremium(null, now, 7)).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(extendPremium(new Date('2026-01-01T00:00:00Z'), now, 7)).toEqual(new Date('2026-11-28T10:00:00Z'));
  });
  it('adds to a Premium that is still running', () => {
    expect(extendPremium(new Date('2026-12-01T00:00:00Z'), now, 7)).toEqual(new Date('2026-12-08T00:00:00Z'));
  });
});

describe.each(drivers)('POST /api/free/premium on %s', (driver) => {
  const ctx = useTestApp(driver);
  const take = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/free/premium', headers });

  async function offer(endsInMs: number, days = 7) {
    const row = {
      id: 1,
      title: 'Тиждень Преміуму',
      description: 'Спробуйте',
      endsAt: new Date(Date.now() + endsInMs),
      days,
    };
    await ctx.database.db
      .insert(freePremiumOffer)
      .values(row)
      .onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
  }
  async function premiumUntil(userId: number) {
    const [row] = await ctx.database.db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row?.until ?? null;
  }

  it('answers 401 to a guest', async () => {
    expect((await take()).statusCode).toBe(401);
  });

  it('gives a free learner Premium for the offer days and says until when', async () => {
    await offer(30 * DAY_MS, 7);
    const user = await makeUser(ctx.database.db);
    const res = await take(user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Преміум активовано на 7 днів, до \d{1,2} [а-яіїє]+ \d{4} р\.$/u);
    const until = await premiumUntil(user.id);
    expect(Math.abs(until!.getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(body.premium_until).toBe(until!.toISOString());
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    expect(me.json().premium_check).toBe(true);
  });

  it('extends a running Premium from its end, not from now', async () => {
    await offer(30 * DAY_MS, 7);
    const user = await makeUser(ctx.database.db, { premium: true });
    const before = await premiumUntil(user.id);
    expect((await take(user.auth)).statusCode).toBe(200);
    expect((await premiumUntil(user.id))!.getTime() - before!.getTime()).toBe(7 * DAY_MS);
  });

  it('grants it once: a second request answers 409 and changes nothing', async () => {
    await offer(30 * DAY_MS, 7);
    const user = await makeUser(ctx.database.db);
    const [first, second] = await Promise.all([take(user.auth), take(user.auth)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const until = await premiumUntil(user.id);
    const third = await take(user.auth);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: 'Ви вже скористалися безкоштовним Преміумом' });
    expect(await premiumUntil(user.id)).toEqual(until);
  });

  it('answers 410 once the offer has ended', async () => {
    await offer(-DAY_MS);
    const user = await makeUser(ctx.database.db);
    const res = await take(user.auth);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'Пропозиція вже завершилася' });
    expect(await premiumUntil(user.id)).toBeNull();
  });
});
