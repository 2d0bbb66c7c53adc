import type { ReactNode } from 'react';
import { useConfig } from '@/hooks/use-config.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { useCodeParam } from '../hooks/use-code-param.ts';
import { AboutUs } from './about-us.tsx';
import { Contact } from './contact.tsx';
import { FreePremium } from './free-premium.tsx';
import { Hero } from './hero.tsx';
import { PremiumAdvantages } from './premium-advantages.tsx';
import { Tariffs } from './tariffs.tsx';
import { WhyUsSlider } from './why-us-slider.tsx';
import styles from './home-page.module.css';

interface HomePageProps {
  /** Shown to signed-in premium users instead of the about-us figures and the tariffs (the learning work). */
  progressSection: ReactNode;
  /** Total progress in percent, when known. */
  progressPercent: number | null;
}

/** The home page (spec section 2, Home). */
export function HomePage({ progressSection, progressPercent }: HomePageProps) {
  useCodeParam();
  const viewer = useViewer();
  const config = useConfig();
  const premium = viewer.signedIn && viewer.premium;

  return (
    <div className={styles.page}>
      <Hero signedIn={viewer.signedIn} progressPercent={progressPercent} />
      {premium ? (
        <div className={styles.progress}>{progressSection}</div>
      ) : (
        <>
          <AboutUs students={config.data?.users.students} />
          <Tariffs signedIn={viewer.signedIn} config={config.data} />
        </>
      )}
      {premium ? null : <PremiumAdvantages signedIn={viewer.signedIn} />}
      <WhyUsSlider />
      {premium ? null : <FreePremium signedIn={viewer.signedIn} />}
      <Contact />
    </div>
  );
}
