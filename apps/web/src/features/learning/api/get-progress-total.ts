import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getProgressTotal() {
  return apiRequest('/progress/total', {
    schema: () => import('@pdr/contract/learning').then((m) => m.totalProgressSchema),
  });
}

export const progressTotalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.progressTotal, queryFn: getProgressTotal, staleTime: 30_000 });

export function useProgressTotal(enabled: boolean) {
  return useQuery({ ...progressTotalQueryOptions(), enabled });
}

/** The total progress percent for the home page's 'Почати!'/'Продовжити!' button; null while unknown. */
export function useTotalPercent(enabled: boolean): number | null {
  const total = useProgressTotal(enabled);
  return total.data?.progress ?? null;
}
