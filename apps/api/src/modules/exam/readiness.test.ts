import { describe, expect, it } from 'vitest';
import { readiness, type ClosedExam } from './readiness.ts';

type Group = 'rules' | 'safety' | 'vehicle' | 'first_aid';

const SIZES: Record<Group, number> = { rules: 10, safety: 4, vehicle: 4, first_aid: 2 };

/** An exam of the official mix with these mistakes and unanswered questions per group. */
const exam = (
  passed: boolean,
  mistakes: Partial<Record<Group, number>> = {},
  unanswered: Partial<Record<Group, number>> = {},
) =>
  ({
    passed,
    groups: (Object.keys(SIZES) as Group[]).map((group) => ({
      group,
      questions: SIZES[group],
      mistakes: mistakes[group] ?? 0,
      unanswered: unanswered[group] ?? 0,
    })),
  }) satisfies ClosedExam;

describe('readiness', () => {
  it('gives no percent with no exams and asks for three', () => {
    expect(readiness([])).toEqual({ exams: 0, passed: 0, percent: null, needed: 3, groups: [] });
  });

  it('gives no percent with fewer than three exams, says how many more, and still names the weak groups', () => {
    const r = readiness([exam(true), exam(false, { safety: 3 })]);
    expect(r).toMatchObject({ exams: 2, passed: 1, percent: null, needed: 1 });
    expect(r.groups).toEqual([
      { group: 'safety', label: 'Безпека дорожнього руху', mistakes: 3, unanswered: 0, questions: 8 },
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

  it('counts mistakes and unanswered questions apart: the mistakes are those of the exams themselves', () => {
    // Three mistakes end an exam with the rest unanswered: 3 mistakes, not 20.
    const ended = exam(false, { rules: 2, safety: 1 }, { rules: 8, safety: 3, vehicle: 4, first_aid: 2 });
    const r = readiness([ended, exam(true, { vehicle: 1 })]);
    // Lost shares: vehicle 5/8, then rules, safety and first aid at 1/2, by their mistakes.
    expect(r.groups).toEqual([
      {
        group: 'vehicle',
        label: 'Будова і технічний стан транспортного засобу',
        mistakes: 1,
        unanswered: 4,
        questions: 8,
      },
      { group: 'rules', label: 'Правила дорожнього руху', mistakes: 2, unanswered: 8, questions: 20 },
      { group: 'safety', label: 'Безпека дорожнього руху', mistakes: 1, unanswered: 3, questions: 8 },
      { group: 'first_aid', label: 'Домедична допомога', mistakes: 0, unanswered: 2, questions: 4 },
    ]);
    const mistakes = r.groups.reduce((n, g) => n + g.mistakes, 0);
    expect(mistakes).toBe(4);
  });

  it('sorts the groups by the share of their questions lost, then by the number of mistakes', () => {
    const r = readiness([
      exam(false, { rules: 3, first_aid: 1 }),
      exam(false, { rules: 2, vehicle: 1 }, { vehicle: 1 }),
      exam(true, { first_aid: 1 }),
    ]);
    // first aid 2/6 = 33%, then vehicle (2 lost of 12, 1 a mistake) and rules (5 of 30, all mistakes) at 17%: rules
    // has more mistakes, so it comes first.
    expect(r.groups.map((g) => [g.group, g.mistakes, g.unanswered, g.questions])).toEqual([
      ['first_aid', 2, 0, 6],
      ['rules', 5, 0, 30],
      ['vehicle', 1, 1, 12],
    ]);
    expect(r.groups.find((g) => g.group === 'rules')?.label).toBe('Правила дорожнього руху');
  });
});
