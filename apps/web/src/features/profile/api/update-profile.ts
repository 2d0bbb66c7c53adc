import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type UpdateProfileBody, type User } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { sessionStore } from '@/lib/storage.ts';

/** PATCH /api/user: first and last name. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiRequest('user', { method: 'PATCH', body, schema: userResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      sessionStore.set('user', user);
    },
  });
}
