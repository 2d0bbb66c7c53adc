import { eq } from 'drizzle-orm';
import { OPERATOR_ROLE_ID, PUPIL_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone, isValidPhone, normalisePhone } from '@pdr/contract/phone';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AdminError, type AdminCommand } from '../../lib/admin-command.ts';

/** `npm run admin -- operator <phone>` / `no-operator <phone>` (decision 145). */
export const OPERATOR_USAGE = `  operator <телефон>
        зробити користувача оператором: йому відкривається консоль /admin
  no-operator <телефон>
        забрати роль оператора (користувач стає учнем)`;

export type OperatorChange = 'granted' | 'taken' | 'unchanged' | 'not-operator';

/**
 * Gives or takes the operator role. Taking it makes the user a pupil; a teacher or a pupil is left as they are
 * (the answer says so). The command line's journal row is written by cli/journal.ts, as for every command.
 */
export async function setOperator(db: Db, userId: number, operator: boolean): Promise<OperatorChange> {
  const [user] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  if (!user) return 'unchanged';
  if (operator && user.roleId === OPERATOR_ROLE_ID) return 'unchanged';
  if (!operator && user.roleId !== OPERATOR_ROLE_ID) return 'not-operator';
  const roleId = operator ? OPERATOR_ROLE_ID : PUPIL_ROLE_ID;
  await db.update(users).set({ roleId }).where(eq(users.id, userId));
  return operator ? 'granted' : 'taken';
}

async function runOperatorCommand(db: Db, value: string | undefined, operator: boolean): Promise<string[]> {
  const phone = normalisePhone(value ?? '');
  if (!isValidPhone(phone))
    throw new AdminError(`Некоректний номер телефону: «${value ?? ''}». Приклад: +380671234567`);
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new AdminError(`Користувача з номером ${formatPhone(phone)} не знайдено`);
  const who = `${user.firstName} ${user.lastName} (${formatPhone(user.phone)})`;
  const change = await setOperator(db, user.id, operator);
  if (change === 'granted') return [`${who} тепер оператор: консоль /admin відкрита.`];
  if (change === 'taken') return [`${who} більше не оператор.`];
  if (change === 'not-operator') return [`${who} не оператор: нічого не змінено.`];
  return [`${who} уже оператор.`];
}

/** The commands this module owns; cli/router.ts lists them with the other modules'. */
export const operatorCommands: AdminCommand[] = [
  { name: 'operator', run: (db, { positional }) => runOperatorCommand(db, positional[0], true) },
  { name: 'no-operator', run: (db, { positional }) => runOperatorCommand(db, positional[0], false) },
];
