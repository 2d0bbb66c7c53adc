import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getStudentResults() {
  return apiRequest('/student-results', {
    schema: () => import('@pdr/contract/learning').then((m) => m.studentResultsResponseSchema),
  }).then((r) => r.result);
}

export const studentResultsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.studentResults, queryFn: getStudentResults });

export function useStudentResults(enabled: boolean) {
  return useQuery({ ...studentResultsQueryOptions(), enabled });
}
