import { useLingui } from '@lingui/react';
import { useConfig } from '@/hooks/use-config.ts';
import styles from './test-payment-note.module.css';

/**
 * On every purchase screen while the server takes no money (its sandbox provider, or LiqPay's test mode), so that
 * nobody takes a test payment for a real one (decision 129).
 */
export function TestPaymentNote() {
  const { _ } = useLingui();
  if (useConfig().data?.payment_sandbox !== true) return null;
  return (
    <p className={styles.note} role="note">
      {_('site.testPayment')}
    </p>
  );
}
