import type { ResultOutcome } from '@pdr/contract/learning';
import { apiRequest } from '@/lib/api-client.ts';
import type { PendingResult } from '@/lib/storage.ts';

/** Sends a finished test's result; the attempt id in the body makes a resend safe. */
export async function sendResult(pending: PendingResult): Promise<ResultOutcome> {
  const res = await apiRequest(pending.path, {
    method: 'POST',
    body: pending.body,
    schema: () => import('@pdr/contract/learning').then((m) => m.resultResponseSchema),
  });
  return res.result;
}
