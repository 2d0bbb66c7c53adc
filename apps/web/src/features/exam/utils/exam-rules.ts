import { EXAM_DURATION_S } from '@pdr/contract/constants';
import type { ExamGivenAnswer, ExamResultBody } from '@pdr/contract/exam';

/** The next question without an answer after `from`, wrapping around to the start; -1 when all are answered. */
export function nextUnanswered(count: number, from: number, answered: (index: number) => boolean): number {
  for (let step = 1; step <= count; step++) {
    const i = (from + step) % count;
    if (!answered(i)) return i;
  }
  return -1;
}

/** Whole seconds left until a deadline (epoch ms), never below zero and never above the exam's 20 minutes. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.min(EXAM_DURATION_S, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** The result payload of a finished exam: the answers as the server checked them, and the time used. */
export function examResultBody(
  attemptId: string,
  examId: string,
  answers: readonly ExamGivenAnswer[],
  left: number,
): ExamResultBody {
  const entries = answers.map((a) => ({
    answer_id: a.answer_id,
    question_id: a.question_id,
    correct: a.correct ? 1 : 0,
  }));
  return {
    attempt_id: attemptId,
    type: 'exam',
    exam_id: examId,
    time: EXAM_DURATION_S - left,
    data_question: JSON.stringify(entries),
  };
}
