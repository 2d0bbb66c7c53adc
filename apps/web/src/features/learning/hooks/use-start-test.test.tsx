import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultOutcome } from '@pdr/contract/learning';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { blockBody } from '@/test/questions.ts';
import { renderRoutes } from '@/test/render.tsx';
import { useStartTest } from './use-start-test.ts';

function serve() {
  fakeApi({
    'GET theme/block/1/0': { body: blockBody(1, 0, [1, 2, 3]) },
    'GET theme/block/1/1': { body: blockBody(1, 1, [4, 5, 6]) },
  });
}

/** The hook in a screen of the app's router, on every address: it stays on show when the lesson opens /test. */
async function renderStartTest() {
  const result = { current: undefined as unknown as ReturnType<typeof useStartTest> };
  function Screen() {
    result.current = useStartTest();
    return null;
  }
  const { router } = await renderRoutes([{ path: '*', element: <Screen /> }], '/learn');
  return { result, router };
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
    const { result, router } = await renderStartTest();
    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    expect(router.state.location.pathname).toBe('/test');
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
    const { result } = await renderStartTest();
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
    const { result } = await renderStartTest();
    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    const first = sessionStore.get('general')!;
    answerTwo();
    sessionStore.set('result', { attempt_id: first.attemptId } as ResultOutcome);

    await act(() => result.current.start({ kind: 'block', themeId: 1, idx: 0 }));
    expect(sessionStore.get('general')?.attemptId).not.toBe(first.attemptId);
    expect(sessionStore.get('answers')).toEqual([]);
  });
});
