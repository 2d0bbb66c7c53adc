import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPackReport } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * POST /api/admin/content/preview (nothing changes) or /import of a content pack archive (.tar.gz, decision 147).
 */
export function usePackUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) =>
      apiRequest<AdminPackReport>(`/admin/content/${apply ? 'import' : 'preview'}`, {
        method: 'POST',
        file,
        headers: { 'Content-Type': 'application/gzip' },
        schema: () => import('@pdr/contract/admin').then((m) => m.adminPackReportSchema),
      }),
    onSuccess: (report) => {
      if (report.imported) void client.invalidateQueries({ queryKey: queryKeys.admin });
    },
  });
}
