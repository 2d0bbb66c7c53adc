import { describe, expect, it } from 'vitest';
import { readiness, type ClosedExam } from './readiness.ts';

const exam = (
  passed: boolean,
  lost: Partial<Record<'rules' | 'safety' | 'vehicle' | 'first_aid', number>> = {},
) =>
  ({
    passed,
    groups: [
      { group: 'rules', questions: 10, lost: lost.rules ?? 0 },
      { group: 'safety', questions: 4, lost: lost.safety ?? 0 },
      { group: 'vehicle', questions: 4, lost: lost.vehicle ?? 0 },
      { group: 'first_aid', questions: 2, lost: lost.first_aid ?? 0 },
    ],
  }) satisfies ClosedExam;

describe('readiness', () => {
  it('gives no percent with no exams and asks for three', () => {
    expect(readiness([])).toEqual({ exams: 0, passed: 0, percent: null, needed: 3, groups: [] });
  });

  it('gives no percent with fewer than three exams, says how many more, and still names the weak groups', () => {
    const r = readiness([exam(true), exam(false, { safety: 3 })]);
    expect(r).toMatchObject({ exams: 2, passed: 1, percent: null, needed: 1 });
    expect(r.groups).toEqual([
      { group: 'safety', label: 'Безпека дорожнього руху', mistakes: 3, questions: 8 },
    ]);
  });

  it('gives the share passed from three exams up', () => {
    const r = readiness([exam(true), exam(false, { rules: 3 }), exam(true, { rules: 1 })]);
    expect(r).toMatchObject({ exams: 3, passed: 2, percent: 67, needed: 0 });
  });

  it('counts only the last ten exams (newest first)', () => {
    const exams = [
      ...Array.from({ length: 10 }, () => exam(true)),
      ...Array.from({ length: 5 }, () => exam(false)),
    ];
    expect(readiness(exams)).toMatchObject({ exams: 10, passed: 10, percent: 100, groups: [] });
  });

  it('sorts the groups by the share of their questions lost, then by the number lost', () => {
    const r = readiness([
      exam(false, { rules: 3, first_aid: 1 }),
      exam(false, { rules: 2, vehicle: 2 }),
      exam(true, { first_aid: 1 }),
    ]);
    // first aid 2/6 = 33%, vehicle 2/12 = 17%, rules 5/30 = 17% (more lost, so first of the two).
    expect(r.groups.map((g) => [g.group, g.mistakes, g.questions])).toEqual([
      ['first_aid', 2, 6],
      ['rules', 5, 30],
      ['vehicle', 2, 12],
    ]);
    expect(r.groups.find((g) => g.group === 'rules')?.label).toBe('Правила дорожнього руху');
  });
});
