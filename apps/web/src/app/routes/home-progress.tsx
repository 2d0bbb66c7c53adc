import { ReadinessCard } from '@/features/exam/components/readiness-card.tsx';
import { ResetStatistics } from '@/features/repetition/components/reset-statistics.tsx';
import { HomeProgressSlot } from '../layout/learning-slots.tsx';

/** A Premium learner's progress on the home page: its own chunk, which guests never load. */
export function HomeProgressSection() {
  return (
    <>
      <HomeProgressSlot />
      <ResetStatistics />
      <ReadinessCard withStart />
    </>
  );
}
