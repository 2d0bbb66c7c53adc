/**
 * Phones that the e2e server makes teachers, each with a group of their own, when they register
 * (E2E_TEACHER_PHONES, test only; see apps/api/src/plugins/e2e-teacher.ts).
 */
export const E2E_TEACHER_PHONES = [
  '+380990000101',
  '+380990000102',
  '+380990000103',
  '+380990000104',
  // The English walk (english-walk.spec.ts).
  '+380990000105',
  // The accessibility audit (accessibility.spec.ts).
  '+380990000106',
];
