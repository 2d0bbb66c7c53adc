import type { Db } from '../db/client.ts';
import { AdminError, parseCommandArgs, type AdminCommand } from '../lib/admin-command.ts';
import { ACCOUNTS_USAGE, accountsCommands } from '../modules/accounts/admin.ts';
import { OPERATOR_USAGE, operatorCommands } from '../modules/admin/operators.ts';
import { PAYMENTS_USAGE, paymentsCommands } from '../modules/payments/admin.ts';
import { FEEDBACK_USAGE, feedbackCommands } from '../modules/feedback/admin.ts';
import { teacherCommands } from '../modules/teacher/admin.ts';
import { TEACHER_USAGE } from '../modules/teacher/admin-usage.ts';
import { runJournaled } from './journal.ts';

/**
 * `npm run admin`: a thin router over the commands each module owns (docs/decisions/146-admin-commands-per-module.md).
 * The modules' admin files import only lib/admin-command.ts and their own module, never each other.
 */
export const ADMIN_USAGE = `Використання: npm run admin -- <команда> [параметри]

${ACCOUNTS_USAGE}
${TEACHER_USAGE}
${PAYMENTS_USAGE}
${FEEDBACK_USAGE}
${OPERATOR_USAGE}

Телефон можна писати як +380671234567 або 067 123 45 67.
Команди працюють з тією ж базою, що й сервер (DATA_DIR або DATABASE_URL). Вбудовану базу (PGlite) може
відкрити лише один процес: зупиніть сервер перед командою або використовуйте PostgreSQL.`;

export const ADMIN_COMMANDS: ReadonlyMap<string, AdminCommand> = new Map(
  [
    ...accountsCommands,
    ...teacherCommands,
    ...paymentsCommands,
    ...feedbackCommands,
    ...operatorCommands,
  ].map((c) => [c.name, c]),
);

/**
 * Runs one command on the database, with its journal row when it changes data (journal.ts); answers the lines to
 * print or throws AdminError in Ukrainian.
 */
export async function runAdminCommand(db: Db, args: string[], now = new Date()): Promise<string[]> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') return [ADMIN_USAGE];
  const command = ADMIN_COMMANDS.get(name);
  if (!command) throw new AdminError(`Невідома команда «${name}».\n\n${ADMIN_USAGE}`);
  const parsed = parseCommandArgs(rest, command.options);
  return runJournaled(db, name, parsed, () => command.run(db, parsed, now));
}
