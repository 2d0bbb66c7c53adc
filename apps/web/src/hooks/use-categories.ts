import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@pdr/contract/catalog';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { showPopup } from '@/lib/popup.ts';

/** GET /api/categories: licence categories for the registration and purchase forms. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    const data = await apiRequest('categories', {
      schema: () => import('@pdr/contract/catalog').then((m) => m.categoriesResponseSchema),
      ...(signal ? { signal } : {}),
    });
    return data.categories;
  } catch (error) {
    if (error instanceof ApiError) showPopup('error', i18n._('common.noCategories'));
    throw error;
  }
}

export const categoriesQueryOptions = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: Infinity,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
