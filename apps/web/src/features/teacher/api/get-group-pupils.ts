import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupPupilsResponse } from '@pdr/contract/teacher';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/teacher/groups/{id}/pupils: the group's pupil table. */
export function getGroupPupils(groupId: number, signal?: AbortSignal): Promise<GroupPupilsResponse> {
  return apiRequest(`teacher/groups/${groupId}/pupils`, {
    schema: () => import('@pdr/contract/teacher').then((m) => m.groupPupilsResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const groupPupilsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: queryKeys.teacherPupils(groupId),
    queryFn: ({ signal }) => getGroupPupils(groupId, signal),
    // Pupils study while the teacher watches: a return to the tab shows fresh figures.
    refetchOnWindowFocus: true,
  });

export function useGroupPupils(groupId: number | null) {
  return useQuery({ ...groupPupilsQueryOptions(groupId ?? 0), enabled: groupId !== null });
}
