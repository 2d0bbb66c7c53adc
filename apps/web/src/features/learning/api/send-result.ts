import '../i18n.ts';
import type { ResultOutcome, ResultResponse } from '@pdr/contract/learning';
import { testTypeName } from '@/lib/glossary.ts';
import { i18n } from '@/lib/i18n.ts';
import { submitToOutbox, type Submitted } from '@/lib/outbox.ts';
import type { PendingResult } from '@/lib/storage.ts';

/** What the badge and a refusal call a result, in the language it is sent in. */
export function resultLabel(pending: PendingResult): string {
  const { type, idx } = pending.body as { type?: string; idx?: number };
  const block = typeof idx === 'number' ? idx + 1 : 1;
  if (pending.path === '/repetition/result') return i18n._('learning.label.review');
  if (pending.path === '/favourites/result') return testTypeName('favourites');
  if (pending.path === '/test-successful') return testTypeName('all_theme');
  return i18n._(type === 'retest' ? 'learning.label.retest' : 'learning.label.lesson', { block });
}

/**
 * Sends a finished test's result through the outbox (lib/outbox.ts), keyed by its attempt id, so a resend is
 * safe and nothing is lost with no network: not sent now, it goes when the connection returns.
 */
export async function sendResult(pending: PendingResult): Promise<Submitted<ResultOutcome>> {
  const r = await submitToOutbox<ResultResponse>({
    id: String(pending.body.attempt_id),
    kind: 'result',
    path: pending.path,
    body: pending.body,
    label: resultLabel(pending),
  });
  return r.sent
    ? { sent: true, response: r.response.result }
    : { ...r, later: r.later.then((res) => res.result) };
}
