import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './hero.module.css';

interface HeroProps {
  signedIn: boolean;
  /** Total progress in percent, when known: above 0 the start button reads 'Продовжити!'. */
  progressPercent: number | null;
  /** The content pack says its questions are the official exam bank (site.json). */
  officialQuestions: boolean;
}

/** The banner and the start panel: where to begin, or a plug asking a guest to sign in. */
export function Hero({ signedIn, progressPercent, officialQuestions }: HeroProps) {
  const { _ } = useLingui();
  const started = (progressPercent ?? 0) > 0;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.copy}>
        <p className={styles.kicker}>{_(officialQuestions ? 'home.kickerOfficial' : 'home.kicker')}</p>
        <h1 id="home-title" className={styles.title}>
          {_('home.title')}
        </h1>
        <p className={styles.tagline}>{_('home.tagline')}</p>
        <div className={styles.actions}>
          <ButtonLink to={signedIn ? '/started_learn' : '/login'} size="lg">
            {_('home.toTests')}
          </ButtonLink>
        </div>
        {signedIn ? (
          <div className={styles.start} aria-label={_('home.quickStart')} role="group">
            <ButtonLink to="/learn" variant="premium">
              {_(started ? 'home.continue' : 'home.start')}
            </ButtonLink>
            <ButtonLink to="/general" variant="secondary">
              {_('home.exam')}
            </ButtonLink>
            <ButtonLink to="/marathon" variant="secondary">
              {_('home.marathon')}
            </ButtonLink>
            <ButtonLink to="/favourites" variant="ghost">
              {_('home.favourites')}
            </ButtonLink>
          </div>
        ) : (
          <div className={styles.plug}>
            <p>{_('home.plug')}</p>
            <p className={styles.plugLinks}>
              <a href="#/login">{_('home.login')}</a>
              <span aria-hidden="true">·</span>
              <a href="#/register">{_('home.register')}</a>
            </p>
          </div>
        )}
      </div>
      <svg className={styles.art} viewBox="0 0 360 280" aria-hidden="true">
        <rect x="20" y="190" width="320" height="70" rx="12" fill="#3b4a5e" />
        <path
          d="M40 225h40M120 225h40M200 225h40M280 225h40"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <rect x="238" y="60" width="10" height="130" fill="#8a94a6" />
        <path d="M243 10 293 95H193z" fill="#fff" stroke="#d93636" strokeWidth="12" strokeLinejoin="round" />
        <path d="M243 42v24" stroke="#1b2430" strokeWidth="9" strokeLinecap="round" />
        <circle cx="243" cy="80" r="5.5" fill="#1b2430" />
        <g transform="translate(60 130)">
          <path d="M10 60V38l22-26h62l24 26h20v22z" fill="#ffc83d" />
          <path d="M38 18h24v20H24zM70 18h22l16 20H70z" fill="#cfe3f7" />
          <circle cx="38" cy="62" r="14" fill="#1b2430" />
          <circle cx="118" cy="62" r="14" fill="#1b2430" />
          <circle cx="38" cy="62" r="5" fill="#d9e1ec" />
          <circle cx="118" cy="62" r="5" fill="#d9e1ec" />
        </g>
      </svg>
    </section>
  );
}
