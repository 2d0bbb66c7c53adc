import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherGroupsResponse } from '@pdr/contract/teacher';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/teacher/groups: the groups the teacher teaches, with pupil counts, codes and invitation links. */
export function getTeacherGroups(signal?: AbortSignal): Promise<TeacherGroupsResponse> {
  return apiRequest('teacher/groups', {
    schema: () => import('@pdr/contract/teacher').then((m) => m.teacherGroupsResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const teacherGroupsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.teacherGroups,
    queryFn: ({ signal }) => getTeacherGroups(signal),
  });

export function useTeacherGroups(enabled: boolean) {
  return useQuery({ ...teacherGroupsQueryOptions(), enabled });
}
