import { queryOptions, useQuery } from '@tanstack/react-query';
import { totalProgressSchema } from '@pdr/contract/learning';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getProgressTotal() {
  return apiRequest('/progress/total', { schema: totalProgressSchema });
}

export const progressTotalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.progressTotal, queryFn: getProgressTotal, staleTime: 30_000 });

export function useProgressTotal(enabled: boolean) {
  return useQuery({ ...progressTotalQueryOptions(), enabled });
}
