import { EXAM_DURATION_S, EXAM_FAILING_MISTAKES, type ExamEndReason } from '@pdr/contract/exam';

/** The exam's end rules (spec sections 4 and 9) as plain functions: data in, data out. */

/** An answer sent this long after the deadline still counts: it was given in time and was on its way. */
export const ANSWER_GRACE_MS = 5_000;

export interface ExamState {
  questionCount: number;
  correct: number;
  mistakes: number;
  deadlineAt: Date;
}

export function deadlineOf(startedAt: Date): Date {
  return new Date(startedAt.getTime() + EXAM_DURATION_S * 1000);
}

/** Whole seconds left on the exam's clock (0..1200), rounded up so a fresh exam shows 20:00. */
export function secondsLeft(deadlineAt: Date, now: Date): number {
  const ms = deadlineAt.getTime() - now.getTime();
  return Math.max(0, Math.min(EXAM_DURATION_S, Math.ceil(ms / 1000)));
}

/** Answers are taken until the deadline and its grace have passed. */
export function acceptsAnswers(deadlineAt: Date, now: Date): boolean {
  return now.getTime() <= deadlineAt.getTime() + ANSWER_GRACE_MS;
}

/**
 * Why an open exam is over now, or null while it goes on: the third mistake, every question answered, or the
 * deadline. A read closes an exam at the deadline only once the grace is gone, so an answer still on its way is
 * not refused by a reload that happened to come first.
 */
export function endReason(state: ExamState, now: Date): ExamEndReason | null {
  if (state.mistakes >= EXAM_FAILING_MISTAKES) return 'mistakes';
  if (state.correct + state.mistakes >= state.questionCount) return 'answered';
  if (!acceptsAnswers(state.deadlineAt, now)) return 'deadline';
  return null;
}

/** Why the exam ends when the client submits it: the deadline once it has passed, else the learner's own finish. */
export function submitReason(state: ExamState, now: Date): ExamEndReason {
  const over = endReason(state, now);
  if (over) return over;
  return now.getTime() >= state.deadlineAt.getTime() ? 'deadline' : 'submitted';
}

/** Passed: every question answered with at most two mistakes (an unanswered question counts as not passed). */
export function examPassed(state: Pick<ExamState, 'questionCount' | 'correct' | 'mistakes'>): boolean {
  return state.mistakes < EXAM_FAILING_MISTAKES && state.correct + state.mistakes === state.questionCount;
}

/** Seconds the exam took, as the server measured it: from its start to its close, at most the whole 20 minutes. */
export function examSeconds(startedAt: Date, closedAt: Date): number {
  const s = Math.round((closedAt.getTime() - startedAt.getTime()) / 1000);
  return Math.max(0, Math.min(EXAM_DURATION_S, s));
}
