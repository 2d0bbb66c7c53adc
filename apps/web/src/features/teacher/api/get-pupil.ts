import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PupilPageResponse } from '@pdr/contract/teacher';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/teacher/pupils/{id}: a pupil's theme progress, weak themes, readiness and history of tests. */
export function getPupil(pupilId: number, signal?: AbortSignal): Promise<PupilPageResponse> {
  return apiRequest(`teacher/pupils/${pupilId}`, {
    schema: () => import('@pdr/contract/teacher').then((m) => m.pupilPageResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const pupilQueryOptions = (pupilId: number) =>
  queryOptions({
    queryKey: queryKeys.teacherPupil(pupilId),
    queryFn: ({ signal }) => getPupil(pupilId, signal),
  });

export function usePupil(pupilId: number, enabled: boolean) {
  return useQuery({ ...pupilQueryOptions(pupilId), enabled });
}
