import { OfflineBadge } from './offline-badge.tsx';
import { OfflineSync } from './offline-sync.tsx';
// The app shell's half: registers the service worker after load and offers a new version (decision 135).
import UpdatePrompt from './update-prompt.tsx';

/** The learning-data half of offline mode, in a chunk of its own so the first load does not grow (issue 28). */
export default function OfflineLayer() {
  return (
    <>
      <OfflineSync />
      <OfflineBadge />
      <UpdatePrompt />
    </>
  );
}
