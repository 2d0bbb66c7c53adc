import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReportResponse, ReportBody } from '@pdr/contract/reports';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The learner's own report on a question and its state (open, fixed, rejected), or none. */
export function getMyReport(questionId: number) {
  return apiRequest<MyReportResponse>(`/reports/questions/${questionId}`, {
    schema: () => import('@pdr/contract/reports').then((m) => m.myReportResponseSchema),
  });
}

/**
 * Read when the question is shown with its answer: one small call each time, so a correction made meanwhile is
 * seen when the learner meets the question again.
 */
export function useMyReport(questionId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myReport(questionId),
    queryFn: () => getMyReport(questionId),
    enabled,
    staleTime: 0,
  });
}

export function sendReport(body: ReportBody) {
  return apiRequest<{ message: string }>('/reports', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/reports').then((m) => m.reportResponseSchema),
  });
}

export function useSendReport(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myReport(questionId) }),
  });
}
