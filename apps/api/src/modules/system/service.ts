import { and, count, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ConfigResponse } from '@pdr/contract/system';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/accounts.ts';
import { questions, theoryBlocks, theoryThemes } from '../../db/schema/content.ts';
import { attempts } from '../../db/schema/learning.ts';
import { readSiteInfo } from '../content/site.ts';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

export const PUPIL_ROLE_ID = 1;

export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? { id: 1, subscriptionPrice: 299, premiumDays: DEFAULT_PREMIUM_DAYS, formerPrice: null };
}

/** A former price is shown struck through only when the operator set one above today's price (decision 092). */
export function formerPriceShown(former: number | null, price: number): number | null {
  return former !== null && former > price ? former : null;
}

/**
 * The spec's usersAmounts, 'count of students who finished': pupils who passed the exam on the trainer at least
 * once (decision 142), not every account.
 */
function finishedPupils(db: Db) {
  const passedExam = db
    .select({ one: sql`1` })
    .from(attempts)
    .where(and(eq(attempts.userId, users.id), eq(attempts.type, 'exam'), eq(attempts.passed, true)));
  return db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, PUPIL_ROLE_ID), exists(passedExam)));
}

/** Videos the content has: live questions with a video hint and theory blocks with videos (decision 142). */
async function videoCount(db: Db): Promise<number> {
  const [[hints], [theory]] = await Promise.all([
    db
      .select({ n: count() })
      .from(questions)
      .where(and(isNull(questions.retiredAt), ne(sql`coalesce(${questions.videoUrl}, '')`, ''))),
    db
      .select({ n: count() })
      .from(theoryBlocks)
      .innerJoin(theoryThemes, eq(theoryThemes.id, theoryBlocks.theoryThemeId))
      .where(and(isNull(theoryThemes.retiredAt), gt(sql`cardinality(${theoryBlocks.videos})`, 0))),
  ]);
  return (hints?.n ?? 0) + (theory?.n ?? 0);
}

export async function getPublicConfig(db: Db, paymentSandbox: boolean): Promise<ConfigResponse> {
  const [row, [students], [bank], videos, site] = await Promise.all([
    getSettings(db),
    finishedPupils(db),
    db.select({ n: count() }).from(questions).where(isNull(questions.retiredAt)),
    videoCount(db),
    readSiteInfo(db),
  ]);
  return {
    subscription: {
      price: row.subscriptionPrice,
      days: row.premiumDays,
      former_price: formerPriceShown(row.formerPrice, row.subscriptionPrice),
    },
    users: { students: students?.n ?? 0 },
    content: { questions: bank?.n ?? 0, videos },
    site,
    payment_sandbox: paymentSandbox,
  };
}
