import { apiRequest } from '@/lib/api-client.ts';
import { toExamData, type ExamData } from '../utils/exam-data.ts';

/** GET /api/get-questions-exam-crypt: starts a new exam, or returns the learner's open one. */
export async function startExam(): Promise<ExamData> {
  const response = await apiRequest('/get-questions-exam-crypt', {
    schema: () => import('@pdr/contract/exam').then((m) => m.examResponseSchema),
  });
  return toExamData(response);
}
