import type { ExamGroup } from '@pdr/contract/content-pack';
import type { ReadinessGroup, ReadinessResponse } from '@pdr/contract/exam';
import { EXAM_GROUPS } from './draw.ts';

/**
 * Readiness for the real exam (docs/decisions/041-exam-readiness.md): over the learner's last 10 closed exams, the
 * share passed (only from 3 exams up, fewer say too little), and per exam group the questions lost (answered wrongly
 * or left unanswered) against the questions asked.
 */

export const READINESS_WINDOW = 10;
export const READINESS_MIN_EXAMS = 3;

export const GROUP_LABELS: Readonly<Record<ExamGroup, string>> = {
  rules: 'Правила дорожнього руху',
  safety: 'Безпека дорожнього руху',
  vehicle: 'Будова і технічний стан транспортного засобу',
  first_aid: 'Домедична допомога',
};

export interface ClosedExam {
  passed: boolean;
  /** Per group: the questions asked and how many of them were lost. */
  groups: { group: ExamGroup; questions: number; lost: number }[];
}

/** `exams` newest first; only the first READINESS_WINDOW count. */
export function readiness(exams: readonly ClosedExam[]): Omit<ReadinessResponse, 'category'> {
  const counted = exams.slice(0, READINESS_WINDOW);
  const passed = counted.filter((e) => e.passed).length;
  const enough = counted.length >= READINESS_MIN_EXAMS;
  const totals = new Map<ExamGroup, { questions: number; lost: number }>();
  for (const exam of counted) {
    for (const g of exam.groups) {
      const t = totals.get(g.group) ?? { questions: 0, lost: 0 };
      t.questions += g.questions;
      t.lost += g.lost;
      totals.set(g.group, t);
    }
  }
  const groups: ReadinessGroup[] = EXAM_GROUPS.flatMap((group) => {
    const t = totals.get(group);
    if (!t || t.lost === 0) return [];
    return [{ group, label: GROUP_LABELS[group], mistakes: t.lost, questions: t.questions }];
  });
  // Most lost share first; on a tie, more lost questions, then the order of the official mix (a stable sort).
  groups.sort((a, b) => b.mistakes / b.questions - a.mistakes / a.questions || b.mistakes - a.mistakes);
  return {
    exams: counted.length,
    passed,
    percent: enough ? Math.round((passed / counted.length) * 100) : null,
    needed: Math.max(0, READINESS_MIN_EXAMS - counted.length),
    groups,
  };
}
