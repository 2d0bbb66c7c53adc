import { decodeQuestions, questionsResponseSchema } from '@pdr/contract/learning';
import { apiRequest } from '@/lib/api-client.ts';

/** Today's due questions as one lesson: the meta and the decoded questions, as the test screen keeps them. */
export async function getDueQuestions() {
  const { data, ...meta } = await apiRequest('/repetition/due', { schema: questionsResponseSchema });
  return { meta, questions: decodeQuestions(data) };
}
