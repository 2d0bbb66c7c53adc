/** Scoring shared by lessons, credit tests, the exam and spaced review: data in, data out. */

/**
 * Score in whole percent (a credit test's unanswered questions count as mistakes), rounded down: a shown figure
 * never rounds up past a mark, so 99 of 200 reads 49%, not a passing 50% (decision 142).
 */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((correct * 100) / total);
}

/** Accepts seconds or 'mm:ss' (the spec's exam timeout sends '20:00'). */
export function parseTimeSeconds(time: number | string): number | null {
  if (typeof time === 'number') return Number.isInteger(time) && time >= 0 ? time : null;
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(time.trim());
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return /^\d+$/.test(time.trim()) ? Number(time.trim()) : null;
}
