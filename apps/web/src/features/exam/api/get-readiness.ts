import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/exam/readiness: the share of the last exams passed and the groups where points are lost. */
export function getReadiness() {
  return apiRequest('/exam/readiness', {
    schema: () => import('@pdr/contract/exam').then((m) => m.readinessResponseSchema),
  });
}

export const readinessQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.examReadiness, queryFn: getReadiness, staleTime: 30_000 });

export function useReadiness(enabled = true) {
  return useQuery({ ...readinessQueryOptions(), enabled });
}
