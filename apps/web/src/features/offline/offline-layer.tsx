import { OfflineBadge } from './offline-badge.tsx';
import { OfflineSync } from './offline-sync.tsx';

/**
 * A learner's offline data on every screen, in one chunk loaded after the page so the first load does not grow, and
 * only where there is a learner (use-learner-layer.ts): the data's owner and the outbox with its badge.
 */
export default function OfflineLayer() {
  return (
    <>
      <OfflineSync />
      <OfflineBadge />
    </>
  );
}
