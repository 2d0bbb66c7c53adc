import type { ExamGroup } from '@pdr/contract/content-pack';

/** The official mix of an exam by the themes' exam group (spec section 9), in the order groups are listed. */
export const EXAM_MIX: Readonly<Record<ExamGroup, number>> = {
  rules: 10,
  safety: 4,
  vehicle: 4,
  first_aid: 2,
};
export const EXAM_GROUPS = Object.keys(EXAM_MIX) as ExamGroup[];
