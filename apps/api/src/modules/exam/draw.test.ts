import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExamGroup } from '@pdr/contract/content-pack';
import { allocate, drawExam, pick, seededRandom } from './draw.ts';
import { EXAM_MIX } from '../content/exam-mix.ts';

const DEMO = new URL('../../../../../content/demo/', import.meta.url);

/** The demo pack's questions by their theme's exam group, read from the pack's files. */
function demoPool(): Record<ExamGroup, number[]> {
  const themes = JSON.parse(readFileSync(new URL('themes.json', DEMO), 'utf8')) as {
    id: number;
    group: ExamGroup;
  }[];
  const groupOf = new Map(themes.map((t) => [t.id, t.group]));
  const pool: Record<ExamGroup, number[]> = { rules: [], safety: [], vehicle: [], first_aid: [] };
  for (const file of readdirSync(new URL('questions/', DEMO))) {
    const questions = JSON.parse(readFileSync(new URL(`questions/${file}`, DEMO), 'utf8')) as {
      id: number;
      theme_id: number;
    }[];
    for (const q of questions) pool[groupOf.get(q.theme_id)!].push(q.id);
  }
  return pool;
}

function countByGroup(ids: number[], pool: Record<ExamGroup, number[]>): Record<ExamGroup, number> {
  const groupOf = new Map(
    (Object.keys(pool) as ExamGroup[]).flatMap((g) => pool[g].map((id) => [id, g] as const)),
  );
  const counts: Record<ExamGroup, number> = { rules: 0, safety: 0, vehicle: 0, first_aid: 0 };
  for (const id of ids) counts[groupOf.get(id)!] += 1;
  return counts;
}

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('drawExam on the demo pack', () => {
  const pool = demoPool();

  it('draws 20 distinct questions of the bank in the official mix, 10/4/4/2, every time', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = drawExam(pool, seededRandom(seed));
      expect(drawn).toHaveLength(20);
      expect(new Set(drawn).size).toBe(20);
      expect(countByGroup(drawn, pool)).toEqual(EXAM_MIX);
    }
  });

  it('draws different exams with different random sources, and mixes the groups', () => {
    const a = drawExam(pool, seededRandom(1));
    const b = drawExam(pool, seededRandom(2));
    expect(a).not.toEqual(b);
    // Shuffled after the draw: the ten rules questions do not all come first.
    const rules = new Set(pool.rules);
    expect(a.slice(0, 10).every((id) => rules.has(id))).toBe(false);
  });

  it('reaches every question of a small group over many draws (uniform, not the first ones only)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) {
      for (const id of drawExam(pool, seededRandom(seed))) seen.add(id);
    }
    expect(pool.first_aid.every((id) => seen.has(id))).toBe(true);
  });
});

describe('allocate: a group short of questions', () => {
  it('keeps the official mix when every group has enough', () => {
    expect(allocate({ rules: 200, safety: 22, vehicle: 20, first_aid: 20 })).toEqual(EXAM_MIX);
  });

  it('shares an empty group’s places among the others by size, largest remainder first', () => {
    // 4 places of safety: rules 30/50 → 2.4, vehicle 10/50 → 0.8, first aid 10/50 → 0.8.
    expect(allocate({ rules: 30, safety: 0, vehicle: 10, first_aid: 10 })).toEqual({
      rules: 12,
      safety: 0,
      vehicle: 5,
      first_aid: 3,
    });
  });

  it('passes on what a group cannot take to the groups that still have questions', () => {
    // First aid has 1 of its 2, vehicle none: 5 places; only rules and safety have spare questions.
    expect(allocate({ rules: 40, safety: 10, vehicle: 0, first_aid: 1 })).toEqual({
      rules: 14,
      safety: 5,
      vehicle: 0,
      first_aid: 1,
    });
    // 6 places: rules 11/41 → 1.61 (2 with the largest remainder), safety 30/41 → 4.39 (4); rules has only one
    // question to spare, so the place it cannot take goes to safety in the next round.
    expect(allocate({ rules: 11, safety: 30, vehicle: 0, first_aid: 0 })).toEqual({
      rules: 11,
      safety: 9,
      vehicle: 0,
      first_aid: 0,
    });
  });

  it('gives the whole bank when it holds fewer than 20 questions', () => {
    expect(allocate({ rules: 12, safety: 0, vehicle: 4, first_aid: 2 })).toEqual({
      rules: 12,
      safety: 0,
      vehicle: 4,
      first_aid: 2,
    });
    expect(allocate({ rules: 0, safety: 0, vehicle: 0, first_aid: 0 })).toEqual({
      rules: 0,
      safety: 0,
      vehicle: 0,
      first_aid: 0,
    });
  });
});

describe('drawExam on a pack with a group empty', () => {
  const pool = { rules: ids(1, 30), safety: [], vehicle: ids(100, 10), first_aid: ids(200, 10) };

  it('draws 20 distinct questions made up from the other groups', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const drawn = drawExam(pool, seededRandom(seed));
      expect(new Set(drawn).size).toBe(20);
      expect(countByGroup(drawn, pool)).toEqual({ rules: 12, safety: 0, vehicle: 5, first_aid: 3 });
    }
  });
});

describe('pick', () => {
  it('picks k distinct items and leaves its input alone', () => {
    const items = ids(1, 10);
    const picked = pick(items, 4, seededRandom(7));
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((x) => items.includes(x))).toBe(true);
    expect(items).toEqual(ids(1, 10));
    expect(pick(items, 50, seededRandom(7))).toHaveLength(10);
  });
});
