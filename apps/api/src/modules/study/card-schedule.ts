import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';

/**
 * The FSRS scheduling of review cards (docs/decisions/070-review-cards.md): a right answer is rated Good, a wrong
 * one Again. One learning and one relearning step of 10 minutes bring a missed question back the same day, while a
 * question answered right the first time waits days. Fuzz is off: the same answers give the same schedule, which
 * the learner can be told and the tests can check.
 */
const scheduler = fsrs({
  enable_fuzz: false,
  enable_short_term: true,
  learning_steps: ['10m'],
  relearning_steps: ['10m'],
});

/** The stored columns of a card (elapsed_days is deprecated in ts-fsrs and derived from last_review). */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

function toFsrs(c: CardState, now: Date): Card {
  const elapsed = c.lastReview
    ? Math.max(0, Math.floor((now.getTime() - c.lastReview.getTime()) / 86_400_000))
    : 0;
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: elapsed,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    ...(c.lastReview ? { last_review: c.lastReview } : {}),
  };
}

/** The card after one answer given at `now`; a question never seen before starts as a new card. */
export function nextCard(card: CardState | null, correct: boolean, now: Date): CardState {
  const from = card ? toFsrs(card, now) : createEmptyCard(now);
  const next = scheduler.next(from, now, correct ? Rating.Good : Rating.Again).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}
