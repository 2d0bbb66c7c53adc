import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '@/lib/query-keys.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { testUser } from '@/test/users.ts';
import { useSetActiveCategory } from './use-active-category.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('useSetActiveCategory', () => {
  it('keeps the new user and refetches everything that follows the category, and nothing else', async () => {
    setToken('t');
    const switched = testUser({
      categories: [
        { id: 3, label: 'B' },
        { id: 5, label: 'C' },
      ],
      active_category: { label: 'C', full_exam: true },
    });
    fakeApi({ 'PUT user/category': { body: switched } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const follows = [
      queryKeys.themes,
      queryKeys.blocks(4),
      queryKeys.progressTotal,
      queryKeys.exam('00000000-0000-4000-8000-000000000001'),
      queryKeys.examReadiness,
      queryKeys.repeatCounts,
      queryKeys.repeatThemes('low'),
    ];
    const stays = [queryKeys.theories, queryKeys.categories, queryKeys.testQuestions];
    for (const key of [...follows, ...stays]) queryClient.setQueryData(key, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useSetActiveCategory(), { wrapper });
    await act(() => result.current.mutateAsync('C'));

    expect(queryClient.getQueryData(queryKeys.user)).toEqual(switched);
    for (const key of follows) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of stays) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
