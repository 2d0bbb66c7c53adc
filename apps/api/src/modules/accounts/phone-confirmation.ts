import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { accountMessages as msg } from '@pdr/contract/accounts';
import type { Db } from '../../db/client.ts';
import { phoneConfirmations, users } from '../../db/schema/accounts.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { SmsError } from '../../lib/sms/sender.ts';
import type { UserRow } from './repository.ts';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_MS } from './limits.ts';
import { takeAddressLimit } from './address-limits.ts';
import { newSmsCode, takeSmsTurn, type SmsDeps } from './sms-codes.ts';

/** Confirming an account's number with an SMS code (decision 166). */

function codeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * Sends a code to the account's number under recovery's limits: per address (a bucket of its own) and per number
 * (one allowance with recovery). An earlier code stays valid. Answers when the next code may be asked for.
 */
export async function sendPhoneCode(db: Db, deps: SmsDeps, user: UserRow, now: Date): Promise<Date> {
  if (user.phoneConfirmedAt !== null) throw new HttpError(409, msg.phoneAlreadyConfirmed);
  await takeAddressLimit(deps.guard, 'phoneCodes');
  const nextCodeAt = await takeSmsTurn(db, user.phone, 'confirm', now, deps.smsIntervalMs);
  const code = newSmsCode();
  const salt = randomBytes(16).toString('base64url');
  const [row] = await db
    .insert(phoneConfirmations)
    .values({
      userId: user.id,
      phone: user.phone,
      salt,
      codeHash: codeHash(salt, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    })
    .returning({ id: phoneConfirmations.id });
  try {
    await deps.sms.send(user.phone, msg.smsPhoneCode(code));
  } catch (error) {
    await db.update(phoneConfirmations).set({ closedAt: now }).where(eq(phoneConfirmations.id, row!.id));
    deps.log.error(
      { provider: deps.sms.provider, detail: error instanceof SmsError ? error.detail : String(error) },
      'phone confirmation SMS not sent',
    );
    throw new HttpError(503, msg.smsFailed);
  }
  return nextCodeAt;
}

/**
 * Checks a typed code against every open code of the account's number. Each try counts against each of them
 * (one statement, so parallel guesses cannot share a try), and a code with five tries is dead: however many codes
 * were asked for, guessing gets five tries per code, as recovery does.
 */
export async function confirmPhone(db: Db, user: UserRow, code: string, now: Date): Promise<void> {
  if (user.phoneConfirmedAt !== null) return;
  const open = await db
    .update(phoneConfirmations)
    .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
    .where(
      and(
        eq(phoneConfirmations.userId, user.id),
        eq(phoneConfirmations.phone, user.phone),
        isNull(phoneConfirmations.closedAt),
        gt(phoneConfirmations.expiresAt, now),
        lt(phoneConfirmations.attempts, PHONE_CODE_MAX_TRIES),
      ),
    )
    .returning();
  const dead = () => new HttpError(422, msg.codeDead, { code: msg.codeDead });
  if (open.length === 0) throw dead();

  const matches = open.some((row) =>
    timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(codeHash(row.salt, code), 'hex')),
  );
  if (matches) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ phoneConfirmedAt: now })
        .where(and(eq(users.id, user.id), eq(users.phone, user.phone), isNull(users.phoneConfirmedAt)));
      await tx
        .update(phoneConfirmations)
        .set({ closedAt: now })
        .where(and(eq(phoneConfirmations.userId, user.id), isNull(phoneConfirmations.closedAt)));
    });
    return;
  }

  const used = open.filter((row) => row.attempts >= PHONE_CODE_MAX_TRIES).map((row) => row.id);
  if (used.length > 0) {
    await db.update(phoneConfirmations).set({ closedAt: now }).where(inArray(phoneConfirmations.id, used));
  }
  const left = Math.max(...open.map((row) => PHONE_CODE_MAX_TRIES - row.attempts));
  if (left <= 0) throw dead();
  const message = msg.codeWrongTriesLeft(left);
  throw new HttpError(422, message, { code: message });
}
