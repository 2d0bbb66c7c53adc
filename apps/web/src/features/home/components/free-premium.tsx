import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { themeOrderNote } from '@/components/site/claims.ts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FREE_PREMIUM_ALERT_MS } from '@pdr/contract/constants';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { LazyModal } from '@/components/ui/lazy-modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useFreePremium } from '../api/get-free-premium.ts';
import { useRequestFreePremium } from '../api/request-free-premium.ts';
import { Countdown } from './countdown.tsx';
import styles from './free-premium.module.css';

interface FreePremiumProps {
  signedIn: boolean;
  /** Called once the trial is granted: the page keeps this block on show with its message. */
  onTaken?: () => void;
}

/**
 * The free Premium trial: what it gives, a live countdown to the end of the offer, and the way to take it. Once
 * taken, the server's message ('Преміум активовано на 7 днів, до …') shows for about 5 seconds (spec section 4) and
 * the button gives way to the way into the opened themes.
 */
export function FreePremium({ signedIn, onTaken }: FreePremiumProps) {
  const { _ } = useLingui();
  const offer = useFreePremium();
  const take = useRequestFreePremium();
  const navigate = useNavigate();
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  // With Premium the sections above change; the block the learner pressed stays in view.
  useEffect(() => {
    if (taken) sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [taken]);

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
    take.mutate(undefined, {
      // The trial waits for a confirmed number (decision 166): the server's 403 leads to the confirmation screen,
      // which says what a confirmed number opens, and then home. No check or note of its own: the guest's first
      // load of / is at its ceiling (decision 114).
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) void navigate('/confirm_phone');
      },
      onSuccess: (result) => {
        setNotice(result.message ?? _('home.activated'));
        setTaken(true);
        onTaken?.();
      },
    });
  };

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="free-premium-title">
      <div className={styles.text}>
        <p className={styles.badge}>{_('home.free')}</p>
        <h2 id="free-premium-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.side}>
        {taken ? (
          <>
            <p className={styles.ended}>{_('home.trialOpen')}</p>
            <p className={styles.description}>{themeOrderNote()}</p>
            <ButtonLink to="/started_learn" variant="premium" size="lg" block>
              {_('home.toTests')}
            </ButtonLink>
          </>
        ) : active ? (
          <>
            <Countdown end={timer} />
            <Button variant="premium" size="lg" block onClick={onTake} disabled={take.isPending}>
              {_('home.getDays', { days: _('home.days', { count: days }) })}
            </Button>
          </>
        ) : (
          <p className={styles.ended}>{_('home.offerEnded')}</p>
        )}
        <div role="status" className={styles.notice}>
          {notice}
        </div>
      </div>
      <LazyModal
        open={askToSignIn}
        onOpenChange={setAskToSignIn}
        title={_('home.trialTitle')}
        description={_('home.trialSignIn')}
        actions={
          <>
            <Button variant="secondary" onClick={() => void navigate('/login')}>
              {_('home.login')}
            </Button>
            <Button onClick={() => void navigate('/register')}>{_('home.register')}</Button>
          </>
        }
      />
    </section>
  );
}
