import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/exam/rules: whether the learner has read the exam rules. */
export function getExamRules() {
  return apiRequest('/exam/rules', {
    schema: () => import('@pdr/contract/exam').then((m) => m.examRulesResponseSchema),
  });
}
