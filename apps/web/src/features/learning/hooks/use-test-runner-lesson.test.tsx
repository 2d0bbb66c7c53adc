import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@pdr/contract/learning';
import { sessionStore, type TestGeneral } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { useTestRunner } from './use-test-runner.ts';
import { lessonQuestion } from '@/test/questions.ts';

/** Answer k of question id is right when k is 1; each question's comment names it. */
const question = (id: number): Question => ({ ...lessonQuestion(id), notes: `<p>Коментар ${id}</p>` });

const data: TestQuestions = {
  meta: { type: 'theme', theme_id: 1, idx: 0, count: 3, reveal: true, started_at: new Date().toISOString() },
  questions: [question(1), question(2), question(3)],
};
const general: TestGeneral = {
  type: 'theme',
  theme: 1,
  block: 0,
  attemptId: '00000000-0000-4000-8000-000000000011',
  startedAt: Date.now(),
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('a wrong answer in a lesson', () => {
  beforeEach(() => {
    sessionStore.remove('answers', 'current', 'hint', 'hintVideo');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays on its question however long the learner reads, until Далі is pressed again', () => {
    const { result } = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    act(() => result.current.select(12));
    act(() => result.current.submit());
    expect(result.current.feedback).toEqual({ questionId: 1, chosenId: 12 });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.question.id).toBe(1);

    act(() => result.current.submit());
    expect(result.current.feedback).toBeNull();
    expect(result.current.question.id).toBe(2);
  });

  it('closes an open hint when the next question comes, so it never shows that question’s comment', () => {
    const { result } = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    sessionStore.set('hint', true);
    act(() => result.current.select(11));
    act(() => result.current.submit());
    expect(result.current.question.id).toBe(2);
    expect(sessionStore.get('hint')).toBe(false);
  });

  it('is still waiting for Далі after a reload', () => {
    const first = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    act(() => first.result.current.select(12));
    act(() => first.result.current.submit());
    first.unmount();

    const again = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    expect(again.result.current.question.id).toBe(1);
    expect(again.result.current.feedback).toEqual({ questionId: 1, chosenId: 12 });
  });
});
