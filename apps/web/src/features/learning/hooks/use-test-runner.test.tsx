import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAM_DURATION_S } from '@pdr/contract/constants';
import type { Question } from '@pdr/contract/learning';
import type { TestGeneral } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { secondsUntil, useTestRunner } from './use-test-runner.ts';

function question(id: number): Question {
  return {
    id,
    question: `Питання ${id}?`,
    image: null,
    notes: '<p>Коментар</p>',
    video_url: null,
    answers: [1, 2].map((k) => ({
      id: id * 10 + k,
      answer: `Відповідь ${k}`,
      correct: `${k}.`,
      question_id: id,
    })),
  };
}

const COUNT = 10;
const data: TestQuestions = {
  meta: {
    type: 'all_theme',
    theme_id: 1,
    idx: null,
    count: COUNT,
    reveal: false,
    started_at: new Date().toISOString(),
  },
  questions: Array.from({ length: COUNT }, (_, i) => question(i + 1)),
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('secondsUntil', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});

describe('the credit test clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps running while the learner answers faster than once a second', () => {
    const general: TestGeneral = {
      type: 'all_theme',
      theme: 1,
      block: null,
      attemptId: '00000000-0000-4000-8000-000000000001',
      startedAt: Date.now(),
    };
    const { result } = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    expect(result.current.timeLeft).toBe(EXAM_DURATION_S);

    // Six answers, one every 400 ms: 2.4 s pass.
    for (let i = 0; i < 6; i++) {
      act(() => result.current.select(result.current.question.answers[0]!.id));
      act(() => result.current.submit());
      act(() => {
        vi.advanceTimersByTime(400);
      });
    }
    expect(result.current.answers).toHaveLength(6);
    expect(result.current.timeLeft).toBe(EXAM_DURATION_S - 2);
  });

  it('continues from the start time after a reload instead of starting again', () => {
    const general: TestGeneral = {
      type: 'all_theme',
      theme: 1,
      block: null,
      attemptId: '00000000-0000-4000-8000-000000000002',
      startedAt: Date.now() - 95_000,
    };
    const { result } = renderHook(() => useTestRunner(data, general, () => {}), { wrapper });
    expect(result.current.timeLeft).toBe(EXAM_DURATION_S - 95);
  });
});
