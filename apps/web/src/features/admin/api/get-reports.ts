import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReportsResponse } from '@pdr/contract/admin';
import type { ReportReason, ReportState } from '@pdr/contract/report-reasons';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/reports: the question reports queue, grouped by question, by state and reason. */
export function useAdminReports(state: ReportState, reason: ReportReason | '') {
  return useQuery({
    queryKey: queryKeys.adminReports(state, reason),
    queryFn: () =>
      apiRequest<AdminReportsResponse>('/admin/reports', {
        query: { state, reason: reason || undefined },
        schema: () => import('@pdr/contract/admin').then((m) => m.adminReportsResponseSchema),
      }),
    placeholderData: keepPreviousData,
  });
}
