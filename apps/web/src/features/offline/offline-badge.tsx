import './i18n.ts';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { dismissRefused, flushOutbox } from '@/lib/outbox.ts';
import { useOutbox } from './use-outbox.ts';
import { waitingText } from './waiting-words.ts';
import styles from './offline-badge.module.css';

/**
 * The outbox in sight (decision 137): how many results wait for the connection, with 'Надіслати зараз', and each
 * result the server refused with its reason until the learner closes it.
 */
export function OfflineBadge() {
  const { _ } = useLingui();
  const { waiting, refused } = useOutbox();
  const [busy, setBusy] = useState(false);
  if (waiting === 0 && refused.length === 0) return null;
  return (
    <div className={styles.badgeArea}>
      {waiting > 0 ? (
        <div className={styles.badge} role="status">
          <span>{waitingText(waiting)}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void flushOutbox().finally(() => setBusy(false));
            }}
          >
            {_('offline.sendNow')}
          </Button>
        </div>
      ) : null}
      {refused.map((entry) => (
        <div key={entry.id} className={`${styles.badge} ${styles.refused}`} role="alert">
          <span>{_('offline.refused', { label: entry.label, reason: entry.refused })}</span>
          <Button size="sm" variant="secondary" onClick={() => void dismissRefused(entry.id)}>
            {_('offline.close')}
          </Button>
        </div>
      ))}
    </div>
  );
}
