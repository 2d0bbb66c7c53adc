import { decodeQuestions } from '@/features/learning/utils/decode-questions.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Today's due questions as one lesson: the meta and the decoded questions, as the test screen keeps them. */
export async function getDueQuestions() {
  const { data, ...meta } = await apiRequest('/repetition/due', {
    schema: () => import('@pdr/contract/learning').then((m) => m.questionsResponseSchema),
  });
  return { meta, questions: await decodeQuestions(data) };
}
