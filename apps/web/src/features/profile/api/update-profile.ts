import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { sessionStore } from '@/lib/storage.ts';

/** PATCH /api/user: first and last name. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiRequest('user', {
    method: 'PATCH',
    body,
    schema: () => import('@pdr/contract/accounts').then((m) => m.userResponseSchema),
  });
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
