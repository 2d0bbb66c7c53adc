import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminContent {
  content_version: number;
  themes: number;
  questions: number;
  retired: number;
  per_category: { code: string; questions: number }[];
  demo: boolean | null;
}

/** GET /api/admin/content: the content's version and figures. */
export function useAdminContent() {
  return useQuery({
    queryKey: queryKeys.adminContent,
    queryFn: () => apiRequest<AdminContent>('/admin/content'),
  });
}
