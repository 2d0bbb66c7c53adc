import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function resetStatistic() {
  return apiRequest('/reset/statistic', {
    schema: () => import('@pdr/contract/repetition').then((m) => m.messageResponseSchema),
  });
}

/** Resets the learner's statistics, then reloads everything that shows progress. */
export function useResetStatistic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStatistic,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.progressTotal,
          queryKeys.themes,
          ['blocks'],
          queryKeys.repetition,
          queryKeys.examReadiness,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
