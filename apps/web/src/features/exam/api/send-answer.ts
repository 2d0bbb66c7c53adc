import type { ExamAnswerBody, ExamAnswerResponse } from '@pdr/contract/exam';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/exam/answer: the server checks one answer; a resend with the same client id gets the same outcome. */
export function sendAnswer(body: ExamAnswerBody): Promise<ExamAnswerResponse> {
  return apiRequest('/exam/answer', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/exam').then((m) => m.examAnswerResponseSchema),
  });
}
