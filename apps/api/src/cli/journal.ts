import { count, eq, isNull } from 'drizzle-orm';
import { formatGroupCode, normaliseGroupCode } from '@pdr/contract/accounts';
import { formatPhone, normalisePhone } from '@pdr/contract/phone';
import type { Db } from '../db/client.ts';
import { groups, users } from '../db/schema/accounts.ts';
import { orders } from '../db/schema/payments.ts';
import { feedback } from '../db/schema/repetition.ts';
import { settings } from '../db/schema/settings.ts';
import type { CommandArgs } from '../lib/admin-command.ts';
import { audit } from '../modules/admin/audit.ts';

/**
 * What `npm run admin` writes to the journal, as the console does for its own actions (decision 165): every
 * command that changes data names its action and target here, and router.ts writes the row after the command
 * succeeds, with the command line as the actor. `state` reads what the command changes, before and after; a
 * command that changed nothing (the role it already had) writes no row. A command without `state` creates
 * something: its row keeps the input and the answer, as the console's school and group rows do.
 */
interface Journaled {
  action: string;
  target(args: CommandArgs): string;
  state?(db: Db, args: CommandArgs): Promise<Record<string, unknown> | null>;
  input?(args: CommandArgs): Record<string, unknown>;
}

/** The commands that only read; cli-journal.test.ts fails on a command in neither list. */
export const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set(['list-schools', 'orders']);

const phoneOf = (value: string | undefined) => normalisePhone(value ?? '');
const phoneTarget = ({ positional }: CommandArgs) => formatPhone(phoneOf(positional[0]));
const numberOrNull = (value: string | undefined) => (value === undefined ? null : Number(value));

async function userOf(db: Db, value: string | undefined) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.phone, phoneOf(value)));
  return user;
}

const userState =
  (pick: (user: typeof users.$inferSelect) => Record<string, unknown>) =>
  async (db: Db, { positional }: CommandArgs) => {
    const user = await userOf(db, positional[0]);
    return user ? pick(user) : null;
  };

async function groupOfPupil(db: Db, { positional }: CommandArgs) {
  const user = await userOf(db, positional[0]);
  if (!user) return null;
  if (user.groupId === null) return { group: null };
  const [group] = await db.select().from(groups).where(eq(groups.id, user.groupId));
  return { group: group ? `${group.name} (${formatGroupCode(group.code)})` : null };
}

async function teacherOfGroup(db: Db, { positional }: CommandArgs) {
  const code = normaliseGroupCode(positional.slice(0, -1).join(''));
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, phone: users.phone })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.teacherId))
    .where(eq(groups.code, code));
  if (!row) return null;
  return { teacher: row.phone ? `${row.first} ${row.last} (${formatPhone(row.phone)})` : null };
}

async function closedGroup(db: Db, { positional }: CommandArgs) {
  const code = normaliseGroupCode(positional.join(''));
  const [group] = await db.select({ closedAt: groups.closedAt }).from(groups).where(eq(groups.code, code));
  return group ? { closed_at: group.closedAt?.toISOString() ?? null } : null;
}

async function orderState(db: Db, { positional }: CommandArgs) {
  const id = positional[0] ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ status: orders.status, premiumUntil: users.premiumUntil })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row ? { status: row.status, premium_until: row.premiumUntil?.toISOString() ?? null } : null;
}

async function tariffState(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ? { price: row.subscriptionPrice, days: row.premiumDays, former_price: row.formerPrice } : null;
}

async function unreadFeedback(db: Db) {
  const [row] = await db.select({ n: count() }).from(feedback).where(isNull(feedback.readAt));
  return { unread: row?.n ?? 0 };
}

const role = userState((u) => ({ role_id: u.roleId }));
const premium = userState((u) => ({ premium_until: u.premiumUntil?.toISOString() ?? null }));

export const CLI_JOURNAL: ReadonlyMap<string, Journaled> = new Map<string, Journaled>([
  [
    'create-school',
    {
      action: 'Автошкола: створено',
      target: ({ positional }) => positional.join(' ').trim(),
      input: ({ positional, options }) => ({ name: positional.join(' ').trim(), city: options.city ?? null }),
    },
  ],
  [
    'create-group',
    {
      action: 'Група: створено',
      target: ({ positional }) => positional.slice(1).join(' ').trim(),
      input: ({ positional, options }) => ({
        school_id: numberOrNull(positional[0]),
        name: positional.slice(1).join(' ').trim(),
        teacher_phone: options.teacher === undefined ? null : phoneOf(options.teacher),
        price: numberOrNull(options.price),
        days: numberOrNull(options.days),
      }),
    },
  ],
  [
    'set-teacher',
    {
      action: 'Група: викладач',
      target: ({ positional }) =>
        `Група ${formatGroupCode(normaliseGroupCode(positional.slice(0, -1).join('')))}`,
      state: teacherOfGroup,
    },
  ],
  [
    'close-group',
    {
      action: 'Група: закрито',
      target: ({ positional }) => `Група ${formatGroupCode(normaliseGroupCode(positional.join('')))}`,
      state: closedGroup,
    },
  ],
  ['move-pupil', { action: 'Учень: переведено', target: phoneTarget, state: groupOfPupil }],
  ['make-teacher', { action: 'Роль: викладач', target: phoneTarget, state: role }],
  ['operator', { action: 'Роль: оператор', target: phoneTarget, state: role }],
  ['no-operator', { action: 'Роль: не оператор', target: phoneTarget, state: role }],
  ['grant-premium', { action: 'Преміум: надано', target: phoneTarget, state: premium }],
  ['revoke-premium', { action: 'Преміум: скасовано', target: phoneTarget, state: premium }],
  [
    'refund',
    {
      action: 'Замовлення: повернення',
      target: ({ positional }) => `Замовлення ${positional[0] ?? ''}`,
      state: orderState,
    },
  ],
  ['price', { action: 'Тариф: зміна', target: () => 'Преміум за замовчуванням', state: tariffState }],
  [
    'feedback',
    { action: "Зворотний зв'язок: прочитано", target: () => 'Нові повідомлення', state: unreadFeedback },
  ],
]);

/**
 * Runs a command and journals it if it changes data: the state before, the command, the state after, one row.
 * A command that throws writes nothing.
 */
export async function runJournaled(
  db: Db,
  name: string,
  args: CommandArgs,
  run: () => Promise<string[]>,
): Promise<string[]> {
  const journaled = CLI_JOURNAL.get(name);
  if (!journaled) return run();
  const before = journaled.state ? await journaled.state(db, args) : null;
  const lines = await run();
  const target = journaled.target(args);
  if (journaled.state) {
    const after = await journaled.state(db, args);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await audit(db, null, journaled.action, target, before, after);
  } else {
    await audit(db, null, journaled.action, target, null, {
      input: journaled.input?.(args) ?? {},
      result: lines,
    });
  }
  return lines;
}
