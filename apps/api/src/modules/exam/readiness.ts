import type { ExamGroup } from '@pdr/contract/content-pack';
import { examMessages, type ReadinessGroup, type ReadinessResponse } from '@pdr/contract/exam';
import { EXAM_GROUPS } from '../content/exam-mix.ts';

/**
 * Readiness for the real exam (docs/decisions/041-exam-readiness.md): over the learner's last 10 closed exams, the
 * share passed (only from 3 exams up, fewer say too little), and per exam group the questions lost against the
 * questions asked: the mistakes (answered wrongly) and the questions left unanswered, counted apart, so that they
 * never contradict the exams' own scores (decision 132).
 */

export const READINESS_WINDOW = 10;
export const READINESS_MIN_EXAMS = 3;

/** Each group's name in examMessages, read in the request's language as the readiness is answered. */
const GROUP_LABELS = {
  rules: 'groupRules',
  safety: 'groupSafety',
  vehicle: 'groupVehicle',
  first_aid: 'groupFirstAid',
} as const satisfies Record<ExamGroup, keyof typeof examMessages>;

export interface GroupCounts {
  questions: number;
  /** Answered wrongly. */
  mistakes: number;
  /** Not answered before the exam ended. */
  unanswered: number;
}

export interface ClosedExam {
  passed: boolean;
  /** Per group: the questions asked, and of them the mistakes and the unanswered ones. */
  groups: ({ group: ExamGroup } & GroupCounts)[];
}

/** Share of a group's questions lost, either way. */
const lostShare = (g: GroupCounts) => (g.mistakes + g.unanswered) / Math.max(1, g.questions);

/** `exams` newest first; only the first READINESS_WINDOW count. */
export function readiness(exams: readonly ClosedExam[]): Omit<ReadinessResponse, 'category'> {
  const counted = exams.slice(0, READINESS_WINDOW);
  const passed = counted.filter((e) => e.passed).length;
  const enough = counted.length >= READINESS_MIN_EXAMS;
  const totals = new Map<ExamGroup, GroupCounts>();
  for (const exam of counted) {
    for (const g of exam.groups) {
      const t = totals.get(g.group) ?? { questions: 0, mistakes: 0, unanswered: 0 };
      t.questions += g.questions;
      t.mistakes += g.mistakes;
      t.unanswered += g.unanswered;
      totals.set(g.group, t);
    }
  }
  const groups: ReadinessGroup[] = EXAM_GROUPS.flatMap((group) => {
    const t = totals.get(group);
    if (!t || t.mistakes + t.unanswered === 0) return [];
    return [{ group, label: examMessages[GROUP_LABELS[group]], ...t }];
  });
  // Most lost share first; on a tie, more mistakes (a question answered wrongly says more than one not reached),
  // then the order of the official mix (a stable sort).
  groups.sort((a, b) => lostShare(b) - lostShare(a) || b.mistakes - a.mistakes);
  return {
    exams: counted.length,
    passed,
    percent: enough ? Math.round((passed / counted.length) * 100) : null,
    needed: Math.max(0, READINESS_MIN_EXAMS - counted.length),
    groups,
  };
}
