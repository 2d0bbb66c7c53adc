import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/exam/rules: stores with the user that the exam rules were read. */
export function markRulesRead() {
  return apiRequest('/exam/rules', {
    method: 'POST',
    body: {},
    schema: () => import('@pdr/contract/exam').then((m) => m.examRulesResponseSchema),
  });
}
