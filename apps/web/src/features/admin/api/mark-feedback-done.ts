import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/admin/feedback/{id}/done: marks a feedback message 'Опрацьовано'. */
export function useFeedbackDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/feedback/${id}/done`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
