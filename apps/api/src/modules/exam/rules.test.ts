import { describe, expect, it } from 'vitest';
import {
  acceptsAnswers,
  ANSWER_GRACE_MS,
  deadlineOf,
  endReason,
  examPassed,
  examSeconds,
  secondsLeft,
  submitReason,
} from './rules.ts';

const start = new Date('2026-11-24T10:00:00Z');
const deadline = deadlineOf(start);
const at = (ms: number) => new Date(start.getTime() + ms);
const state = (correct: number, mistakes: number) => ({
  questionCount: 20,
  correct,
  mistakes,
  deadlineAt: deadline,
});

describe('exam clock', () => {
  it('gives 20 minutes from the start and counts whole seconds left, never below 0', () => {
    expect(deadline.toISOString()).toBe('2026-11-24T10:20:00.000Z');
    expect(secondsLeft(deadline, start)).toBe(1200);
    expect(secondsLeft(deadline, at(1500))).toBe(1199);
    expect(secondsLeft(deadline, at(1_200_000))).toBe(0);
    expect(secondsLeft(deadline, at(1_300_000))).toBe(0);
  });

  it('takes answers until 5 s past the deadline and none later', () => {
    expect(acceptsAnswers(deadline, at(1_200_000 + ANSWER_GRACE_MS))).toBe(true);
    expect(acceptsAnswers(deadline, at(1_200_000 + ANSWER_GRACE_MS + 1))).toBe(false);
  });

  it('measures the time taken on the server, at most 20 minutes', () => {
    expect(examSeconds(start, at(65_400))).toBe(65);
    expect(examSeconds(start, at(1_500_000))).toBe(1200);
  });
});

describe('endReason', () => {
  it('goes on with two mistakes, time left and questions unanswered', () => {
    expect(endReason(state(10, 2), at(600_000))).toBeNull();
  });

  it('ends at the third mistake, even with time and questions left', () => {
    expect(endReason(state(1, 3), at(1000))).toBe('mistakes');
  });

  it('ends when every question is answered', () => {
    expect(endReason(state(18, 2), at(1000))).toBe('answered');
    // The 20th answer being the third mistake: the mistakes are the reason.
    expect(endReason(state(17, 3), at(1000))).toBe('mistakes');
  });

  it('ends at the deadline once the grace for answers in flight is gone', () => {
    expect(endReason(state(5, 0), at(1_200_000 + ANSWER_GRACE_MS))).toBeNull();
    expect(endReason(state(5, 0), at(1_200_000 + ANSWER_GRACE_MS + 1))).toBe('deadline');
  });
});

describe('submitReason', () => {
  it('is the learner’s finish before the deadline and the deadline after it', () => {
    expect(submitReason(state(5, 1), at(60_000))).toBe('submitted');
    expect(submitReason(state(5, 1), at(1_200_000))).toBe('deadline');
    expect(submitReason(state(18, 2), at(60_000))).toBe('answered');
  });
});

describe('examPassed', () => {
  it('passes with every question answered and at most two mistakes', () => {
    expect(examPassed(state(20, 0))).toBe(true);
    expect(examPassed(state(18, 2))).toBe(true);
  });

  it('fails with a third mistake or any question unanswered', () => {
    expect(examPassed(state(17, 3))).toBe(false);
    expect(examPassed(state(19, 0))).toBe(false);
    expect(examPassed(state(0, 0))).toBe(false);
  });
});
