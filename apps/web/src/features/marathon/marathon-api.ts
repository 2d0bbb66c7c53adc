import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Marathon, MarathonAnswerBody, MarathonAnswerResponse } from '@pdr/contract/marathon';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const schemas = () => import('@pdr/contract/marathon');

/** GET /api/marathon: the next question, the place and the figures; the server's, from any device. */
export function useMarathon(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.marathon,
    queryFn: () =>
      apiRequest<Marathon>('marathon', { schema: () => schemas().then((m) => m.marathonSchema) }),
    enabled,
    // Another device may have moved on: the place is read again whenever the screen comes back.
    staleTime: 0,
  });
}

/** POST /api/marathon/answer. */
export function useAnswerMarathon() {
  return useMutation({
    mutationFn: (body: MarathonAnswerBody) =>
      apiRequest<MarathonAnswerResponse>('marathon/answer', {
        method: 'POST',
        body,
        schema: () => schemas().then((m) => m.marathonAnswerResponseSchema),
      }),
  });
}

/** POST /api/marathon/restart: the answer is the marathon at its start. */
export function useRestartMarathon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Marathon>('marathon/restart', {
        method: 'POST',
        schema: () => schemas().then((m) => m.marathonSchema),
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.marathon, data),
  });
}
