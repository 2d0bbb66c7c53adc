import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { PurchaseForm } from './purchase-form.tsx';
import { SignInNeeded } from './sign-in-needed.tsx';
import styles from './purchase.module.css';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });

interface PurchaseScreenProps {
  title: string;
  subtitle: string;
  /**
   * /register/finish does not fetch the user (spec section 4): there the form shows at once, with the stored copy
   * of the user when there is one. /premium waits for the user so that it hides what the account already has.
   */
  waitForUser: boolean;
}

/** /premium and /register/finish: the Premium purchase of a signed-in user; a guest is asked to sign in. */
export function PurchaseScreen({ title, subtitle, waitForUser }: PurchaseScreenProps) {
  const { _ } = useLingui();
  const token = useToken();
  const user = useUser();
  if (token === null) return <SignInNeeded title={_('payments.signInBuy')} />;
  if (waitForUser && user === null) return <Spinner />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="purchase-title">
        <h1 id="purchase-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {user?.premium_check && user.premium_until ? (
          <p className={styles.notice}>
            {_('payments.extends', { date: dateFormat.format(new Date(user.premium_until)) })}
          </p>
        ) : null}
        <PurchaseForm user={user} />
      </section>
    </div>
  );
}
