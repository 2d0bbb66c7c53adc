import { queryOptions, useQuery } from '@tanstack/react-query';
import { readinessResponseSchema } from '@pdr/contract/exam';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/exam/readiness: the share of the last exams passed and the groups where points are lost. */
export function getReadiness() {
  return apiRequest('/exam/readiness', { schema: readinessResponseSchema });
}

export const readinessQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.examReadiness, queryFn: getReadiness, staleTime: 30_000 });

export function useReadiness(enabled = true) {
  return useQuery({ ...readinessQueryOptions(), enabled });
}
