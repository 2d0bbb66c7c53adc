import type { ExamGroup } from '@pdr/contract/content-pack';
import { EXAM_GROUPS, EXAM_MIX } from '../content/exam-mix.ts';

/** A number in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/** A seeded source (mulberry32), so that a draw a test makes can be replayed. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many questions each group gives: its quota of the official mix where it has them; the places a short group
 * leaves are shared among the groups that still have questions to spare, in proportion to their size (their
 * question count), by the largest remainder method. A group that cannot take its share passes the rest on in the
 * next round. docs/decisions/040-exam.md.
 */
export function allocate(
  sizes: Readonly<Record<ExamGroup, number>>,
  mix: Readonly<Record<ExamGroup, number>> = EXAM_MIX,
): Record<ExamGroup, number> {
  const taken = {} as Record<ExamGroup, number>;
  let missing = 0;
  for (const g of EXAM_GROUPS) {
    taken[g] = Math.min(mix[g], sizes[g]);
    missing += mix[g] - taken[g];
  }
  while (missing > 0) {
    const open = EXAM_GROUPS.filter((g) => sizes[g] > taken[g]);
    if (open.length === 0) break;
    const weight = open.reduce((n, g) => n + sizes[g], 0);
    const shares = open.map((g) => {
      const exact = (missing * sizes[g]) / weight;
      return { g, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
    });
    let left = missing - shares.reduce((n, s) => n + s.whole, 0);
    // Largest remainders first; a tie goes to the group listed first in the mix (a stable sort keeps that order).
    for (const s of [...shares].sort((a, b) => b.rest - a.rest)) {
      if (left === 0) break;
      s.whole += 1;
      left -= 1;
    }
    for (const s of shares) {
      const add = Math.min(s.whole, sizes[s.g] - taken[s.g]);
      taken[s.g] += add;
      missing -= add;
    }
  }
  return taken;
}

/** k distinct items picked uniformly at random (a partial Fisher-Yates shuffle of a copy). */
export function pick<T>(items: readonly T[], k: number, random: RandomSource): T[] {
  const copy = [...items];
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * The questions of a new exam: the allocated number from each group, at random, then shuffled so groups do not come
 * in blocks. Fewer than 20 only when the whole bank has fewer. Each id appears once in `pool` (it belongs to one
 * theme), so the exam never repeats a question.
 */
export function drawExam(
  pool: Readonly<Record<ExamGroup, readonly number[]>>,
  random: RandomSource = Math.random,
): number[] {
  const sizes = {} as Record<ExamGroup, number>;
  for (const g of EXAM_GROUPS) sizes[g] = pool[g].length;
  const counts = allocate(sizes);
  const drawn = EXAM_GROUPS.flatMap((g) => pick(pool[g], counts[g], random));
  return pick(drawn, drawn.length, random);
}
