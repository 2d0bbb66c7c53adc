import '../i18n.ts';
import type { ExamResultBody, ExamResultResponse } from '@pdr/contract/exam';
import { i18n } from '@/lib/i18n.ts';
import { submitToOutbox, type Submitted } from '@/lib/outbox.ts';

/**
 * POST /api/test-successful with type exam: closes the exam and answers with its result and analytics. Through the
 * outbox (lib/outbox.ts) under its attempt id: with no network it waits there, and a refusal comes back here.
 */
export function sendExamResult(body: ExamResultBody): Promise<Submitted<ExamResultResponse>> {
  return submitToOutbox<ExamResultResponse>({
    id: body.attempt_id,
    kind: 'exam-result',
    path: '/test-successful',
    body,
    label: i18n._('exam.exam'),
  });
}
