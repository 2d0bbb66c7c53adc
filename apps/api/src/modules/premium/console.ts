import { eq } from 'drizzle-orm';
import type { AdminOffer } from '@pdr/contract/admin';
import type { Db } from '../../db/client.ts';
import { freePremiumOffer } from '../../db/schema/content.ts';
import { audit, type Operator } from '../admin/audit.ts';

/** The console's free-Premium offer (decision 145); a change goes to the audit log. */

function offerOut(row: typeof freePremiumOffer.$inferSelect): AdminOffer {
  return {
    title: row.title,
    description: row.description,
    ends_at: row.endsAt.toISOString(),
    days: row.days,
  };
}

export async function offer(db: Db): Promise<{ offer: AdminOffer | null }> {
  const [row] = await db.select().from(freePremiumOffer).where(eq(freePremiumOffer.id, 1));
  return { offer: row ? offerOut(row) : null };
}

/**
 * Sets the free-Premium offer (the same row the content pack's free-premium file fills; a later import of a pack
 * with a different offer replaces it, as the CLI's import always has).
 */
export async function setOffer(op: Operator, next: AdminOffer): Promise<{ offer: AdminOffer | null }> {
  const before = await offer(op.db);
  const row = {
    id: 1,
    title: next.title,
    description: next.description,
    endsAt: new Date(next.ends_at),
    days: next.days,
  };
  await op.db
    .insert(freePremiumOffer)
    .values(row)
    .onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
  const after = await offer(op.db);
  await audit(op.db, op.operatorId, 'Безкоштовний Преміум: зміна', 'Пропозиція', before.offer, after.offer);
  return after;
}
