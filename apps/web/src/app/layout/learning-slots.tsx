import { useLocation } from 'react-router';
import { useViewer } from '@/hooks/use-viewer.ts';

/*
 * Slots of the learning work. Each renders nothing until the learning helper fills it in; the guards that the
 * spec gives (signed in, not on /finish) are already here.
 */

/** Header: the total progress bar/ring, for a signed-in user with progress, not on /finish. */
export function HeaderProgressSlot() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (!viewer.signedIn || pathname === '/finish') return null;
  return null;
}

/** Side menu on /test: the red 'Завершити тест' button and, for timed tests, the countdown clock. */
export function SideMenuTestSlot() {
  const viewer = useViewer();
  if (!viewer.signedIn) return null;
  return null;
}

/** Home page, for a signed-in premium user: overall progress, stats, repeat-weak-themes and reset statistics. */
export function HomeProgressSlot() {
  const viewer = useViewer();
  if (!viewer.signedIn || !viewer.premium) return null;
  return null;
}

/** Total progress in percent for the home page's 'Почати!'/'Продовжити!' button; null while unknown. */
export function useTotalProgressPercent(): number | null {
  return null;
}
