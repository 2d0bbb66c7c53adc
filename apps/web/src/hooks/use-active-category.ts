import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@pdr/contract/accounts';
import type { ActiveCategoryBody, CategoryCode } from '@pdr/contract/catalog';
import { apiRequest } from '@/lib/api-client.ts';
import { categoryScopedKeys, queryKeys } from '@/lib/query-keys.ts';
import { sessionStore } from '@/lib/storage.ts';

/** PUT /api/user/category: the category the learner prepares for now; answers the user, or 422 with a category error. */
export function setActiveCategory(category: CategoryCode): Promise<User> {
  const body: ActiveCategoryBody = { category };
  return apiRequest('user/category', {
    method: 'PUT',
    body,
    schema: () => import('@pdr/contract/accounts').then((m) => m.userResponseSchema),
  });
}

/**
 * Switches the active category (the profile form and the mode choice both offer it). The themes, blocks, exam,
 * readiness, repetition and progress the server sends all follow the category, so every query of them is refetched.
 */
export function useSetActiveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveCategory,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      sessionStore.set('user', user);
      void Promise.all(categoryScopedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
