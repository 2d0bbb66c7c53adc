import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toExamData, type ExamData } from '../utils/exam-data.ts';

/** GET /api/exam-crypt?exam_id=: one exam of the learner, open (to resume it) or closed (with the review). */
export async function getExam(examId: string, signal?: AbortSignal): Promise<ExamData> {
  const response = await apiRequest('/exam-crypt', {
    query: { exam_id: examId },
    schema: () => import('@pdr/contract/exam').then((m) => m.examResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return toExamData(response);
}

export const examQueryOptions = (examId: string) =>
  queryOptions({
    queryKey: queryKeys.exam(examId),
    queryFn: ({ signal }) => getExam(examId, signal),
    // The clock is counted from the moment of the answer: an old copy would give the wrong time left.
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useExam(examId: string, enabled: boolean) {
  return useQuery({ ...examQueryOptions(examId), enabled });
}
