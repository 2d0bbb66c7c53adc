import { useQuery } from '@tanstack/react-query';
import type { AdminAuditResponse } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/audit: the audit journal, newest first. */
export function useAudit() {
  return useQuery({
    queryKey: queryKeys.adminAudit,
    queryFn: () =>
      apiRequest<AdminAuditResponse>('/admin/audit', {
        schema: () => import('@pdr/contract/admin').then((m) => m.adminAuditResponseSchema),
      }),
  });
}
