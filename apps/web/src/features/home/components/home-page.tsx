import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { withCatalogs } from '@/lib/i18n.ts';
import { lazy, useState, type ReactNode } from 'react';
import { WhenNear } from '@/components/ui/when-near.tsx';
import { useConfig } from '@/hooks/use-config.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { useCodeParam } from '../hooks/use-code-param.ts';
import { AboutUs } from './about-us.tsx';
import { Contact } from './contact.tsx';
import { FreePremium } from './free-premium.tsx';
import { Hero } from './hero.tsx';
import { PremiumAdvantages } from './premium-advantages.tsx';
import { Tariffs } from './tariffs.tsx';
import styles from './home-page.module.css';

// The carousel's code (a carousel library) loads as it comes near the screen.
const WhyUsSlider = lazy(
  withCatalogs(async () => ({ default: (await import('./why-us-slider.tsx')).WhyUsSlider })),
);

interface HomePageProps {
  /** Shown to signed-in premium users instead of the about-us figures and the tariffs (the learning work). */
  progressSection: ReactNode;
  /** Total progress in percent, when known. */
  progressPercent: number | null;
}

/** The home page (spec section 2, Home). */
export function HomePage({ progressSection, progressPercent }: HomePageProps) {
  const { _ } = useLingui();
  useCodeParam();
  const viewer = useViewer();
  const config = useConfig();
  const premium = viewer.signedIn && viewer.premium;
  // The trial block stays where the learner pressed its button: its message shows there (spec: about 5 s), rather
  // than the block vanishing under the finger once the reloaded user has Premium.
  const [trialTaken, setTrialTaken] = useState(false);

  return (
    <div className={styles.page}>
      <Hero
        signedIn={viewer.signedIn}
        progressPercent={progressPercent}
        officialQuestions={config.data?.site.official_questions === true}
      />
      {premium ? (
        <div className={styles.progress}>{progressSection}</div>
      ) : (
        <>
          <AboutUs config={config.data} />
          <Tariffs signedIn={viewer.signedIn} config={config.data} />
        </>
      )}
      {premium ? null : <PremiumAdvantages signedIn={viewer.signedIn} />}
      <WhenNear className={styles.whyUsPlaceholder} label={_('home.loadingSection')}>
        <WhyUsSlider />
      </WhenNear>
      {premium && !trialTaken ? null : (
        <FreePremium signedIn={viewer.signedIn} onTaken={() => setTrialTaken(true)} />
      )}
      <Contact contacts={config.data?.site.contacts ?? {}} />
    </div>
  );
}
