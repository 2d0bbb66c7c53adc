import { sql } from 'drizzle-orm';
import { errorMessages } from '@pdr/contract/errors';
import { repetitionMessages, type FeedbackBody } from '@pdr/contract/repetition';
import type { Db } from '../../db/client.ts';
import { RateLimitError, type Limiter } from '../../plugins/rate-limit.ts';
import { addressKey } from '../accounts/limits.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The home page's contact form (POST /callback). Messages are counted per address and per phone in the shared
 * limit counters (plugins/rate-limit.ts), so the form cannot flood the operator's inbox (decision 074).
 */
export const FEEDBACK_LIMITS = {
  /** A school's computer room shares one address: a few messages an hour each is plenty. */
  perAddress: { max: 10, windowMs: 60 * 60_000, perAddress: true },
  /** One person writes once or twice; more from one phone in a day is a script. */
  perPhone: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const;

function refusal(field: string | null) {
  return (wait: number) => {
    const message = errorMessages.tryAgainIn(repetitionMessages.feedbackTooMany, wait);
    return new RateLimitError(message, wait, field ? { [field]: message } : undefined);
  };
}

export async function sendFeedback(
  db: Db,
  limits: Limiter,
  ip: string,
  body: FeedbackBody,
  userId: number | null,
): Promise<void> {
  await limits.take('feedbackAddress', FEEDBACK_LIMITS.perAddress, addressKey(ip), refusal(null));
  await limits.take('feedbackPhone', FEEDBACK_LIMITS.perPhone, body.phone, refusal('phone'));
  await db.execute(sql`insert into feedback (name, phone, message, user_id)
    values (${body.name}, ${body.phone}, ${body.message}, ${userId})`);
}

export interface FeedbackRow {
  id: number;
  name: string;
  phone: string;
  message: string;
  createdAt: Date;
}

/** The unread messages, oldest first, marked read in the same statement (the operator has now seen them). */
export async function takeUnreadFeedback(db: Db, now: Date): Promise<FeedbackRow[]> {
  const result = await db.execute(sql`
    update feedback set read_at = ${now.toISOString()}::timestamptz where read_at is null
    returning id, name, phone, message, created_at as "createdAt"`);
  const rows = rowsOf<Omit<FeedbackRow, 'createdAt'> & { createdAt: string | Date }>(result);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })).sort((a, b) => a.id - b.id);
}
