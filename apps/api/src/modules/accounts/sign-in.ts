import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { accountMessages as msg } from '@pdr/contract/accounts';
import { errorMessages } from '@pdr/contract/errors';
import type { Db } from '../../db/client.ts';
import { loginAttempts, loginKnownAddresses } from '../../db/schema/accounts.ts';
import { createSession } from '../../plugins/auth.ts';
import { RateLimitError } from '../../plugins/rate-limit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { findUserByPhone } from './repository.ts';
import {
  KNOWN_ADDRESS_MS,
  LOGIN_WINDOW_MS,
  PHONE_WINDOW_MS,
  addressKey,
  loginVerdict,
  type LoginCounts,
} from './limits.ts';

/**
 * Sign-in with the limits of decision 056: per phone and address, per address, and an exponential back-off per
 * phone that the owner's known addresses skip. Attempts are kept in PostgreSQL, so every API process sees them.
 */

/**
 * The failures that bear on this attempt, in one query. The attempt itself is already recorded (insert first,
 * then count), so parallel requests see each other; its own row is left out.
 */
async function loginCounts(
  db: Db,
  phone: string,
  ip: string,
  attemptId: number,
  now: Date,
): Promise<LoginCounts> {
  const la = loginAttempts;
  const recent = gt(la.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS));
  const pair = and(eq(la.phone, phone), eq(la.ip, ip), recent);
  const address = and(eq(la.ip, ip), recent);
  const ofPhone = and(eq(la.phone, phone), gt(la.createdAt, new Date(now.getTime() - PHONE_WINDOW_MS)));
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${pair})`.mapWith(Number),
      pairOldest: sql<Date | null>`min(${la.createdAt}) filter (where ${pair})`.mapWith(la.createdAt),
      address: sql<number>`count(*) filter (where ${address})`.mapWith(Number),
      addressOldest: sql<Date | null>`min(${la.createdAt}) filter (where ${address})`.mapWith(la.createdAt),
      phone: sql<number>`count(*) filter (where ${ofPhone})`.mapWith(Number),
      phoneLatest: sql<Date | null>`max(${la.createdAt}) filter (where ${ofPhone})`.mapWith(la.createdAt),
      known: sql<boolean>`exists (select 1 from ${loginKnownAddresses} where ${and(
        eq(loginKnownAddresses.phone, phone),
        eq(loginKnownAddresses.ip, ip),
        gt(loginKnownAddresses.lastAt, knownSince),
      )})`.mapWith(Boolean),
    })
    .from(la)
    .where(and(ne(la.id, attemptId), or(ofPhone, address)));
  return {
    pair: { count: row?.pair ?? 0, oldest: row?.pairOldest ?? null },
    address: { count: row?.address ?? 0, oldest: row?.addressOldest ?? null },
    phone: { count: row?.phone ?? 0, latest: row?.phoneLatest ?? null },
    known: row?.known ?? false,
  };
}

/** The owner proved the phone from this address (right password, sign-up or SMS code): remember the address. */
export async function rememberAddress(db: Db, phone: string, ip: string, now: Date): Promise<void> {
  await db
    .insert(loginKnownAddresses)
    .values({ phone, ip: addressKey(ip), lastAt: now })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.phone, loginKnownAddresses.ip],
      set: { lastAt: now },
    });
}

/**
 * Signs in and gives back the new session's token. `onHash` hears how long the password hash took (ms), whatever
 * the outcome: the route sends it as `Server-Timing`, so a browser's tools and the learner simulation can tell the
 * deliberate scrypt time from the rest (decision 157).
 */
export async function login(
  db: Db,
  input: { phone: string; password: string; ip: string },
  now: Date,
  onHash: (ms: number) => void = () => {},
): Promise<string> {
  const { phone, password } = input;
  const ip = addressKey(input.ip);
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ phone, ip, createdAt: now })
    .returning({ id: loginAttempts.id });
  const attemptId = attempt!.id;
  const verdict = loginVerdict(await loginCounts(db, phone, ip, attemptId, now), now);
  if (!verdict.ok) {
    // A refused attempt is not a failure: the limit lifts as the earlier failures age.
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
    const message = errorMessages.tryAgainIn(msg.tooManyLogins, verdict.retryAfterS);
    throw new RateLimitError(message, verdict.retryAfterS, { phone: message });
  }
  const user = await findUserByPhone(db, phone);
  // An unknown phone costs the same hashing time as a known one, so timing does not tell them apart.
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  const hashStart = performance.now();
  const valid = await verifyPassword(password, stored);
  onHash(performance.now() - hashStart);
  if (!user || !valid) {
    const before = new Date(now.getTime() - PHONE_WINDOW_MS);
    await db
      .delete(loginAttempts)
      .where(
        and(
          or(eq(loginAttempts.phone, phone), eq(loginAttempts.ip, ip)),
          lt(loginAttempts.createdAt, before),
        ),
      );
    throw new HttpError(401, msg.badCredentials);
  }
  // The earlier failures of this phone here were the owner's typos; failures elsewhere keep counting.
  await db.delete(loginAttempts).where(and(eq(loginAttempts.phone, phone), eq(loginAttempts.ip, ip)));
  await rememberAddress(db, phone, input.ip, now);
  return createSession(db, user.id);
}
