import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * POST /api/admin/schools, /groups, /groups/teacher, /groups/close or /pupils/move: a school or group change; the
 * command's lines come back to be shown.
 */
export function useSchoolChange(
  path:
    | '/admin/schools'
    | '/admin/groups'
    | '/admin/groups/teacher'
    | '/admin/groups/close'
    | '/admin/pupils/move',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ lines: string[] }>(path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
