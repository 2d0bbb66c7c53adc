import type { Db } from '../../db/client.ts';
import type { AdminCommand } from '../../lib/admin-command.ts';
import { takeUnreadFeedback } from './service.ts';
import { KYIV_TIME_ZONE } from '../../lib/kyiv-day.ts';

/** The feedback line of `npm run admin -- help`. */
export const FEEDBACK_USAGE = `  feedback
        показати нові повідомлення з форми зворотного зв'язку й позначити їх прочитаними`;

const when = new Intl.DateTimeFormat('uk-UA', {
  timeZone: KYIV_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** npm run admin -- feedback: the new messages, oldest first; once shown they count as read. */
export async function runFeedbackCommand(db: Db, now: Date): Promise<string[]> {
  const messages = await takeUnreadFeedback(db, now);
  if (messages.length === 0) return ['Нових повідомлень немає.'];
  return [
    `Нових повідомлень: ${messages.length} (тепер позначені прочитаними).`,
    ...messages.flatMap((m) => [
      '',
      `#${m.id} · ${when.format(m.createdAt)} · ${m.name} · ${m.phone}`,
      ...m.message.split('\n').map((line) => `  ${line}`),
    ]),
  ];
}

/** The commands this module owns; cli/router.ts lists them with the other modules'. */
export const feedbackCommands: AdminCommand[] = [
  { name: 'feedback', run: (db, _args, now) => runFeedbackCommand(db, now) },
];
