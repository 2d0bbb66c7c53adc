/**
 * Phones that the e2e server makes Premium when they register (E2E_PREMIUM_PHONES, test only; see
 * apps/api/src/plugins/e2e-premium.ts). Stories that need a Premium pupil register one of these; the server's
 * database lives in memory, so each run starts with none of them taken.
 */
export const E2E_PREMIUM_PHONES = [
  '+380990000001',
  '+380990000002',
  // The accessibility audit's theory (accessibility.spec.ts).
  '+380990000003',
  '+380990000004',
  // The repetition stories (repetition.spec.ts).
  '+380990000005',
  '+380990000006',
  // The screenshot stories of the exam (exam.spec.ts) and of repetition (repetition.spec.ts).
  '+380990000007',
  '+380990000008',
  // The polish stories (polish.spec.ts): every demo question on a phone, the home page of a Premium learner.
  '+380990000090',
  '+380990000091',
  // The category stories (categories.spec.ts): an A learner, an A and C learner.
  '+380990000092',
  '+380990000093',
  // The Content-Security-Policy story (csp.spec.ts): the main screens of a Premium learner.
  '+380990000094',
  // The destination stories (destinations.spec.ts): every theme passed, a closed theme asked for by Повторити.
  '+380990000095',
  '+380990000096',
  // The installable app's story (pwa.spec.ts): theory pages kept for offline.
  '+380990000128',
  // The words-and-names stories (words-and-names.spec.ts): a long name on every screen of a Premium learner.
  '+380990000142',
  // The shared device stories (shared-device.spec.ts): a tab closed without logging out, a session revoked.
  '+380990000164',
  '+380990000165',
  // The English walk (english-walk.spec.ts): a Premium pupil's screens in English.
  '+380990000050',
  // The accessibility audit (accessibility.spec.ts): repetition, a credit test.
  '+380990000201',
  '+380990000202',
];
