/**
 * Phones that the e2e server makes operators of the console when they register
 * (E2E_OPERATOR_PHONES, test only; see apps/api/src/plugins/e2e-operator.ts).
 */
export const E2E_OPERATOR_PHONES = [
  '+380990000291',
  '+380990000292',
  // The accessibility audit (accessibility.spec.ts).
  '+380990000293',
];
