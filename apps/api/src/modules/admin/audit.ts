import { desc, eq, lt } from 'drizzle-orm';
import { formatPhone } from '@pdr/contract/phone';
import type { AdminAuditResponse } from '@pdr/contract/admin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/admin.ts';

const AUDIT_PAGE = 100;

/** Writes one change to the audit log: who (null for the command line), what, and the state before and after. */
export async function audit(
  db: Db,
  operatorId: number | null,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ operatorId, action, target, before: before ?? null, after: after ?? null });
}

/** The latest entries, newest first; `before` pages back from an entry id. */
export async function auditEntries(db: Db, before?: number): Promise<AdminAuditResponse> {
  const rows = await db
    .select({ entry: auditLog, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return {
    entries: rows.map(({ entry, phone, firstName, lastName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      operator: phone ? `${firstName} ${lastName} (${formatPhone(phone)})` : 'командний рядок',
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
    })),
  };
}
