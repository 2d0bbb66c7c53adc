import { useQuery } from '@tanstack/react-query';
import type { AdminSchoolsResponse } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/schools: the schools with their groups and teachers, or only the group a code names. */
export function useSchools(code: string) {
  return useQuery({
    queryKey: queryKeys.adminSchools(code),
    queryFn: () =>
      apiRequest<AdminSchoolsResponse>('/admin/schools', {
        query: { code: code || undefined },
        schema: () => import('@pdr/contract/admin').then((m) => m.adminSchoolsResponseSchema),
      }),
    retry: false,
  });
}
