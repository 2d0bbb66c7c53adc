import type { ReadinessGroup } from '@pdr/contract/exam';
import type { ResultOutcome } from '@pdr/contract/learning';
import { i18n } from './i18n.ts';
import './lib-words.ts';

/**
 * A finished test's questions by what became of them, as the server scored them: right, answered wrongly (the
 * mistakes) and not answered. An unanswered question costs the point but is no mistake, and every screen names the
 * two apart (decision 132), so that no figure contradicts the score beside it.
 */
export function scoreParts(outcome: Pick<ResultOutcome, 'result' | 'count_question' | 'wrong_question_ids'>) {
  const mistakes = outcome.wrong_question_ids.length;
  return {
    correct: outcome.result,
    mistakes,
    unanswered: Math.max(0, outcome.count_question - outcome.result - mistakes),
  };
}

/** 'Помилок: 3 · Без відповіді: 16', the unanswered part only when there are some. */
export function mistakesLine({ mistakes, unanswered }: { mistakes: number; unanswered: number }): string {
  return unanswered > 0
    ? i18n._('lib.mistakesUnanswered', { mistakes, unanswered })
    : i18n._('lib.mistakes', { mistakes });
}

/**
 * A readiness group's lost points: '3 помилки з 20 питань', '2 помилки і 16 без відповіді з 30 питань'. The learner's
 * card and the teacher's pupil page say it the same way.
 */
export function lostText(g: Pick<ReadinessGroup, 'mistakes' | 'unanswered' | 'questions'>): string {
  const mistakes = g.mistakes > 0 ? i18n._('lib.lostMistakes', { count: g.mistakes }) : '';
  const unanswered = g.unanswered > 0 ? i18n._('lib.lostUnanswered', { count: g.unanswered }) : '';
  const lost =
    mistakes && unanswered ? i18n._('lib.lostBoth', { mistakes, unanswered }) : mistakes || unanswered;
  return i18n._('lib.lostOf', { lost, questions: g.questions });
}
