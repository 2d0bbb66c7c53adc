import { describe, expect, it } from 'vitest';
import { nextCard } from './card-schedule.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date('2026-03-10T09:00:00Z');

describe('nextCard', () => {
  it('brings a question answered wrongly back in 10 minutes', () => {
    const card = nextCard(null, false, now);
    expect(card.due.getTime() - now.getTime()).toBe(10 * MINUTE);
    expect(card.reps).toBe(1);
    expect(card.lastReview).toEqual(now);
  });

  it('puts a question answered right the first time days away', () => {
    const card = nextCard(null, true, now);
    expect(card.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(card.state).toBe(2); // Review
  });

  it('spaces a question further each time it is answered right when due', () => {
    const first = nextCard(null, true, now);
    const second = nextCard(first, true, first.due);
    const gapFirst = first.due.getTime() - now.getTime();
    const gapSecond = second.due.getTime() - first.due.getTime();
    expect(gapSecond).toBeGreaterThan(gapFirst);
    expect(second.reps).toBe(2);
  });

  it('counts a lapse and brings a known question back the same day after a wrong answer', () => {
    const known = nextCard(nextCard(null, true, now), true, new Date(now.getTime() + 3 * DAY));
    const at = known.due;
    const lapsed = nextCard(known, false, at);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - at.getTime()).toBe(10 * MINUTE);
    expect(lapsed.stability).toBeLessThan(known.stability);
  });

  it('moves a question missed in its learning step to Good after a right answer', () => {
    const missed = nextCard(null, false, now);
    const right = nextCard(missed, true, missed.due);
    expect(right.due.getTime() - missed.due.getTime()).toBeGreaterThanOrEqual(DAY);
  });
});
