import { useQuery } from '@tanstack/react-query';
import type { AdminFeedbackResponse } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/feedback: the feedback messages, new or done. */
export function useAdminFeedback(state: 'new' | 'done') {
  return useQuery({
    queryKey: queryKeys.adminFeedback(state),
    queryFn: () =>
      apiRequest<AdminFeedbackResponse>('/admin/feedback', {
        query: { state },
        schema: () => import('@pdr/contract/admin').then((m) => m.adminFeedbackResponseSchema),
      }),
  });
}
