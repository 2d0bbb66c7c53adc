import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavouriteIdsResponse, FavouriteState, FavouritesResponse } from '@pdr/contract/favourites';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { submitToOutbox } from '@/lib/outbox.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useToken } from '@/lib/session.ts';

/** GET /api/favourites/ids: which questions the learner keeps, for the stars. */
export function getFavouriteIds(): Promise<FavouriteIdsResponse> {
  return apiRequest('favourites/ids', {
    schema: () => import('@pdr/contract/favourites').then((m) => m.favouriteIdsResponseSchema),
  });
}

/** GET /api/favourites: the starred questions with their themes, newest first. */
export function getFavourites(): Promise<FavouritesResponse> {
  return apiRequest('favourites', {
    schema: () => import('@pdr/contract/favourites').then((m) => m.favouritesResponseSchema),
  });
}

const noIds = new Set<number>();

/** The starred questions' ids of a signed-in learner (none for a guest). */
export function useFavouriteIds(): ReadonlySet<number> {
  const token = useToken();
  const ids = useQuery({
    queryKey: queryKeys.favouriteIds,
    queryFn: getFavouriteIds,
    enabled: Boolean(token),
    select: (data) => new Set(data.question_ids),
    staleTime: 60_000,
  });
  return ids.data ?? noIds;
}

export function useFavourites(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.favourites, queryFn: getFavourites, enabled });
}

function setStarred(queryClient: QueryClient, questionId: number, on: boolean) {
  queryClient.setQueryData<FavouriteIdsResponse>(queryKeys.favouriteIds, (old) => {
    const rest = (old?.question_ids ?? []).filter((id) => id !== questionId);
    return { question_ids: on ? [questionId, ...rest] : rest };
  });
}

/**
 * Stars or unstars a question at once on screen, and sends it through the outbox (lib/outbox.ts): with no network
 * it waits there, and only the last change of a question goes (its entry is the question's own). A refusal (the
 * 1,000 limit) puts the star back and says why.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return async (questionId: number, on: boolean, label: string): Promise<void> => {
    // A read of the ids still on its way would put the star back when it lands: TanStack Query's optimistic way.
    await queryClient.cancelQueries({ queryKey: queryKeys.favouriteIds });
    setStarred(queryClient, questionId, on);
    const settled = () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites });
    const refused = (error: unknown) => {
      setStarred(queryClient, questionId, !on);
      if (error instanceof ApiError) showPopup('error', error.message);
    };
    try {
      const sent = await submitToOutbox<FavouriteState>({
        id: `favourite:${questionId}`,
        kind: 'favourite',
        method: on ? 'PUT' : 'DELETE',
        path: `favourites/${questionId}`,
        body: {},
        label,
      });
      if (sent.sent) await settled();
      else void sent.later.then(settled, refused);
    } catch (error) {
      refused(error);
    }
  };
}
