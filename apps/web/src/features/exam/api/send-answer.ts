import '../i18n.ts';
import type { ExamAnswerBody, ExamAnswerResponse } from '@pdr/contract/exam';
import { i18n } from '@/lib/i18n.ts';
import { submitToOutbox, type Submitted } from '@/lib/outbox.ts';

/**
 * POST /api/exam/answer through the outbox (lib/outbox.ts), keyed by the client answer id: the server checks one
 * answer and a resend with the same id gets the same outcome. With no network it waits there and goes the moment
 * the connection returns, within the server's deadline and grace. No answer key is kept: only the learner's choice.
 */
export function sendAnswer(body: ExamAnswerBody): Promise<Submitted<ExamAnswerResponse>> {
  return submitToOutbox<ExamAnswerResponse>({
    id: body.client_answer_id,
    kind: 'exam-answer',
    path: '/exam/answer',
    body,
    label: i18n._('exam.outboxAnswer'),
  });
}
