import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody } from '@pdr/contract/repetition';
import { apiRequest } from '@/lib/api-client.ts';

export function sendFeedback(body: FeedbackBody) {
  return apiRequest('/callback', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/repetition').then((m) => m.messageResponseSchema),
  });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
