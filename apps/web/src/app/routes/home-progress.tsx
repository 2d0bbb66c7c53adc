import { ReadinessCard } from '@/features/exam/components/readiness-card.tsx';
import { ResetStatistics } from '@/features/repetition/components/reset-statistics.tsx';
import { HomeProgress } from '@/features/learning/components/home-progress.tsx';
import { useViewer } from '@/hooks/use-viewer.ts';

/**
 * A Premium learner's progress on the home page: its own chunk, which guests never load (the progress section's
 * code too: the layout's slots, in the first load, only read the total's percent).
 */
export function HomeProgressSection() {
  const viewer = useViewer();
  return (
    <>
      {viewer.signedIn && viewer.premium ? <HomeProgress /> : null}
      <ResetStatistics />
      <ReadinessCard withStart />
    </>
  );
}
