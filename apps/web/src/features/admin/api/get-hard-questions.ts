import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryCode } from '@pdr/contract/catalog';
import type { HardQuestionsResponse } from '@pdr/contract/stats';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/questions/hard: the category's questions answered right least often, likely key errors first. */
export function useHardQuestions(category: CategoryCode) {
  return useQuery({
    queryKey: queryKeys.adminHardQuestions(category),
    queryFn: () =>
      apiRequest<HardQuestionsResponse>('/admin/questions/hard', {
        query: { category },
        schema: () => import('@pdr/contract/stats').then((m) => m.hardQuestionsResponseSchema),
      }),
    placeholderData: keepPreviousData,
  });
}
