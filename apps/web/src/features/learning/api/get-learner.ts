import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponseSchema } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The signed-in learner (GET /api/user): the name for the test header and Premium for the buttons by case. */
export function getLearner() {
  return apiRequest('/user', { schema: userResponseSchema });
}

export const learnerQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user, queryFn: getLearner, staleTime: 60_000 });

export function useLearner(enabled: boolean) {
  const query = useQuery({ ...learnerQueryOptions(), enabled });
  return { user: query.data ?? null, premium: query.data?.premium_check === true };
}
