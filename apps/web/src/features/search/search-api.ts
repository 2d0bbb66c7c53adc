import { useQuery } from '@tanstack/react-query';
import type { QuestionView, SearchResponse } from '@pdr/contract/search';
import { SEARCH_DEFAULT_LIMIT } from '@pdr/contract/search-words';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/search: the best matches of the learner's active category. */
export function getSearch(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest('search', {
    query: { q, limit: SEARCH_DEFAULT_LIMIT },
    signal,
    schema: () => import('@pdr/contract/search').then((m) => m.searchResponseSchema),
  });
}

/** GET /api/questions/{id}: a found question with its right answer and comment. */
function getQuestionView(id: number): Promise<QuestionView> {
  return apiRequest(`questions/${id}`, {
    schema: () => import('@pdr/contract/search').then((m) => m.questionViewSchema),
  });
}

export function useQuestionView(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.questionView(id),
    queryFn: () => getQuestionView(id),
    enabled,
    staleTime: 5 * 60_000,
  });
}
