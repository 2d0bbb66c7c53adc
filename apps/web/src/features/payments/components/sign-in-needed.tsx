import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './purchase.module.css';

/** What a guest sees on the payment screens: Premium belongs to an account, so sign in or register first. */
export function SignInNeeded({ title }: { title: string }) {
  const { _ } = useLingui();
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.centered}`} aria-labelledby="payments-guest-title">
        <h1 id="payments-guest-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{_('payments.guestLead')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/login" size="lg" block>
            {_('payments.signIn')}
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" size="lg" block>
            {_('payments.register')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
