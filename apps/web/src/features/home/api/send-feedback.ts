import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type FeedbackBody } from '@pdr/contract/repetition';
import { apiRequest } from '@/lib/api-client.ts';

export function sendFeedback(body: FeedbackBody) {
  return apiRequest('/callback', { method: 'POST', body, schema: messageResponseSchema });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
