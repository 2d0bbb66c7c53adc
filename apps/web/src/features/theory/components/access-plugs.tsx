import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import { BookIcon, LockIcon } from '@/components/ui/icons.tsx';
import styles from './theory.module.css';

/** What a guest sees instead of the theory. */
export function GuestPlug() {
  return (
    <section className={styles.plug} aria-labelledby="theory-guest-title">
      <span className={styles.plugIcon}>
        <BookIcon size={28} />
      </span>
      <h2 id="theory-guest-title">Увійдіть, щоб відкрити теорію</h2>
      <p>Теорія з ілюстраціями, відеоуроками й коментарями інструкторів доступна після входу.</p>
      <div className={styles.plugActions}>
        <ButtonLink to="/login">Увійти</ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          Зареєструватися
        </ButtonLink>
      </div>
    </section>
  );
}

/** What a signed-in user without Premium sees: theory comes with the Premium tariff. */
export function PremiumPlug() {
  return (
    <section className={`${styles.plug} ${styles.plugPremium}`} aria-labelledby="theory-premium-title">
      <span className={styles.plugIcon}>
        <LockIcon size={28} />
      </span>
      <h2 id="theory-premium-title">Теорія доступна з тарифом Преміум</h2>
      <p>
        З Преміумом до кожної теми відкриваються пояснення правил, ілюстрації, відеоуроки та коментарі
        експертів, а також усі теми тестів, заліки й аналітика помилок.
      </p>
      <div className={styles.plugActions}>
        <Button variant="premium" onClick={openPremiumModal}>
          Оформити Преміум
        </Button>
      </div>
    </section>
  );
}
