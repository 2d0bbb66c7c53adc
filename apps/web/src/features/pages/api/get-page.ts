import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResponse, PageSlug } from '@pdr/contract/pages';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/page/{term|about}: the title and HTML of a static page. */
export function getPage(slug: PageSlug, signal?: AbortSignal): Promise<PageResponse> {
  return apiRequest(`page/${slug}`, {
    schema: () => import('@pdr/contract/pages').then((m) => m.pageResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export function pageQueryOptions(slug: PageSlug) {
  return queryOptions({
    queryKey: queryKeys.page(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
