import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FREE_PREMIUM_ALERT_MS } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { LazyModal } from '@/components/ui/lazy-modal.tsx';
import { useFreePremium } from '../api/get-free-premium.ts';
import { useRequestFreePremium } from '../api/request-free-premium.ts';
import { Countdown, unitLabel } from './countdown.tsx';
import styles from './free-premium.module.css';

const DAY_FORMS = { one: 'день', few: 'дні', many: 'днів' };

/** The free Premium trial: what it gives, a live countdown to the end of the offer, and the way to take it. */
export function FreePremium({ signedIn }: { signedIn: boolean }) {
  const offer = useFreePremium();
  const take = useRequestFreePremium();
  const navigate = useNavigate();
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => setNotice(null), FREE_PREMIUM_ALERT_MS);
    return () => window.clearTimeout(id);
  }, [notice]);

  if (offer.isPending || offer.isError) return null;
  const { title, description, timer, premium_days: days, active } = offer.data;

  const onTake = () => {
    if (!signedIn) {
      setAskToSignIn(true);
      return;
    }
    take.mutate(undefined, { onSuccess: (result) => setNotice(result.message ?? 'Преміум активовано!') });
  };

  return (
    <section className={styles.section} aria-labelledby="free-premium-title">
      <div className={styles.text}>
        <p className={styles.badge}>Безкоштовно</p>
        <h2 id="free-premium-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.side}>
        {active ? (
          <>
            <Countdown end={timer} />
            <Button variant="premium" size="lg" block onClick={onTake} disabled={take.isPending}>
              Отримати {days} {unitLabel(days, DAY_FORMS)} Преміуму
            </Button>
          </>
        ) : (
          <p className={styles.ended}>Пропозиція завершилася. Слідкуйте за новими акціями!</p>
        )}
        <div role="status" className={styles.notice}>
          {notice}
        </div>
      </div>
      <LazyModal
        open={askToSignIn}
        onOpenChange={setAskToSignIn}
        title="Отримати Преміум безкоштовно"
        description="Щоб скористатися пропозицією, зареєструйтеся або увійдіть у свій кабінет."
        actions={
          <>
            <Button variant="secondary" onClick={() => void navigate('/login')}>
              Увійти
            </Button>
            <Button onClick={() => void navigate('/register')}>Зареєструватися</Button>
          </>
        }
      />
    </section>
  );
}
