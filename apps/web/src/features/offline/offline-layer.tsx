import { OfflineBadge } from './offline-badge.tsx';
import { OfflineSync } from './offline-sync.tsx';
// The app shell's half: registers the service worker after load and offers a new version (decision 135).
import UpdatePrompt from './update-prompt.tsx';

/**
 * Offline mode on every screen, in one chunk loaded after the page so the first load does not grow (issue 28): the
 * learning data's owner and outbox badge, and the app shell's update prompt.
 */
export default function OfflineLayer() {
  return (
    <>
      <OfflineSync />
      <OfflineBadge />
      <UpdatePrompt />
    </>
  );
}
