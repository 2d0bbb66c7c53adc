import { randomInt } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { groups, schools, users } from '../src/db/schema/accounts.ts';
import { hashPassword } from '../src/modules/accounts/password.ts';

/** A phone nobody else in the test database has: +38067 and seven random digits. */
export function uniquePhone(): string {
  return `+38067${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function uniqueGroupCode(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

export const PASSWORD = 'sekret-parol-1';

/** A user as most tests need one: their number confirmed (decision 166), unless `phoneConfirmedAt: null`. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<typeof users.$inferSelect> {
  const { password = PASSWORD, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      phone: uniquePhone(),
      passwordHash: await hashPassword(password),
      firstName: 'Олена',
      lastName: 'Коваль',
      phoneConfirmedAt: new Date(),
      ...rest,
    })
    .returning();
  return user!;
}

export async function createGroup(
  db: Db,
  overrides: Partial<typeof groups.$inferInsert> = {},
  school: Partial<typeof schools.$inferInsert> = {},
) {
  const [s] = await db
    .insert(schools)
    .values({ name: `Автошкола ${randomInt(1, 1_000_000)}`, city: 'Київ', ...school })
    .returning();
  const [g] = await db
    .insert(groups)
    .values({ schoolId: s!.id, name: 'Група вечірня', code: uniqueGroupCode(), ...overrides })
    .returning();
  return { school: s!, group: g! };
}

export async function loginAs(app: FastifyInstance, phone: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a pupil through POST /api/register, as the browser does, and returns the access token. */
export async function registerByApi(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      phone,
      first_name: 'Ірина',
      last_name: 'Бондар',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      categories: [3],
      accept: 1,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registration answered ${res.statusCode}: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Catches the sandbox provider's stdout lines {"sms":{phone,text}}; other output passes through. */
export function captureSms() {
  const sent: { phone: string; text: string }[] = [];
  const original = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.startsWith('{"sms":')) {
      sent.push((JSON.parse(text) as { sms: { phone: string; text: string } }).sms);
      return true;
    }
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  return {
    sent,
    lastCode(phone: string): string {
      const message = sent.filter((m) => m.phone === phone).at(-1);
      const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      if (!code) throw new Error(`no SMS code for ${phone}`);
      return code;
    },
    restore: () => spy.mockRestore(),
  };
}

/**
 * captureSms around every test of a describe block. The tests that read codes also fake Date, so real timers are put
 * back after each one. The object returned is refilled before each test, so it may be kept in a const.
 */
export function useCapturedSms(): ReturnType<typeof captureSms> {
  const sms = {} as ReturnType<typeof captureSms>;
  beforeEach(() => {
    Object.assign(sms, captureSms());
  });
  afterEach(() => {
    sms.restore();
    vi.useRealTimers();
  });
  return sms;
}
