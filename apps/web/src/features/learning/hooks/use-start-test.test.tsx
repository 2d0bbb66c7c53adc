import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultOutcome } from '@pdr/contract/learning';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { blockBody } from '@/test/questions.ts';
import { useStartTest } from './use-start-test.ts';

function serve() {
  fakeApi({
    'GET theme/block/1/0': { body: blockBody(1, 0, [1, 2, 3]) },
    'GET theme/block/1/1': { body: blockBody(1, 1, [4, 5, 6]) },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The learner answers the first two questions of the lesson and leaves it by Back (nothing is cleared). */
function answerTwo() {
  sessionStore.set('answers', [
    { answer_id: 11, question_id: 1, correct: 1 },
    { answer_id: 22, question_id: 2, correct: 0 },
  ]);
  sessionStore.set('current', { number: 3, id: 3 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('starting a lesson again', () => {
  it('goes on with the same unfinished lesson: its attempt, answers and question are kept', async () => {
    serve();
    const { result } = renderHook(() => useStartTest(), { wrapper });
    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    const first = sessionStore.get('general');
    expect(sessionStore.get('answers')).toEqual([]);
    answerTwo();

    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    expect(sessionStore.get('general')).toEqual(first);
    expect(sessionStore.get('answers')).toHaveLength(2);
    expect(sessionStore.get('current')).toEqual({ number: 3, id: 3 });
  });

  it('starts another lesson afresh', async () => {
    serve();
    const { result } = renderHook(() => useStartTest(), { wrapper });
    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    const first = sessionStore.get('general');
    answerTwo();

    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 1 }));
    expect(sessionStore.get('general')?.attemptId).not.toBe(first?.attemptId);
    expect(sessionStore.get('answers')).toEqual([]);
    expect(sessionStore.get('current')).toEqual({ number: 1, id: 4 });
  });

  it('starts the same lesson afresh once its result is in', async () => {
    serve();
    const { result } = renderHook(() => useStartTest(), { wrapper });
    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    const first = sessionStore.get('general')!;
    answerTwo();
    sessionStore.set('result', { attempt_id: first.attemptId } as ResultOutcome);

    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    expect(sessionStore.get('general')?.attemptId).not.toBe(first.attemptId);
    expect(sessionStore.get('answers')).toEqual([]);
  });
});
