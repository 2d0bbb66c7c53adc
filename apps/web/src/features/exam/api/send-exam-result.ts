import type { ExamResultBody, ExamResultResponse } from '@pdr/contract/exam';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/test-successful with type exam: closes the exam and answers with its result and analytics. */
export function sendExamResult(body: ExamResultBody): Promise<ExamResultResponse> {
  return apiRequest('/test-successful', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/exam').then((m) => m.examResultResponseSchema),
  });
}
