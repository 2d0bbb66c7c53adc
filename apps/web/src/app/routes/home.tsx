import { HomePage } from '@/features/home/components/home-page.tsx';
import { HomeProgressSlot, useTotalProgressPercent } from '../layout/learning-slots.tsx';

export function HomeRoute() {
  const progressPercent = useTotalProgressPercent();
  return <HomePage progressSection={<HomeProgressSlot />} progressPercent={progressPercent} />;
}
