import { desc, eq, lt } from 'drizzle-orm';
import { formatPhone } from '@pdr/contract/phone';
import type { AdminAuditResponse } from '@pdr/contract/admin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/admin.ts';

const AUDIT_PAGE = 100;

/** Who makes a change and when: what the console's operations take and the journal records (decision 145). */
export interface Operator {
  db: Db;
  /** The operator's user id; null when the command line calls. */
  operatorId: number | null;
  now: Date;
}

/** The journal's name for the command line, and for an operator whose account is gone. */
export const CLI_OPERATOR = 'командний рядок';
export const GONE_OPERATOR = 'оператор (обліковий запис видалено)';

/**
 * Writes one change to the audit log: who (the operator's user id, or null for the command line), what, and the
 * state before and after.
 */
export async function audit(
  db: Db,
  operatorId: number | null,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    actor: operatorId === null ? 'cli' : 'console',
    operatorId,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
  });
}

function operatorName(
  actor: 'console' | 'cli',
  user: { phone: string | null; firstName: string | null; lastName: string | null },
): string {
  if (actor === 'cli') return CLI_OPERATOR;
  return user.phone ? `${user.firstName} ${user.lastName} (${formatPhone(user.phone)})` : GONE_OPERATOR;
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
    entries: rows.map(({ entry, ...user }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      operator: operatorName(entry.actor, user),
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
    })),
  };
}
