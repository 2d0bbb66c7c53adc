import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminResolveBody } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/admin/reports/{questionId}/resolve: closes a question's open reports as fixed or rejected. */
export function useResolveReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: AdminResolveBody }) =>
      apiRequest<{ resolved: number; message: string }>(`/admin/reports/${questionId}/resolve`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
