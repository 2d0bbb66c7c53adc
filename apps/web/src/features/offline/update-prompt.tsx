import './i18n.ts';
import { useLingui } from '@lingui/react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { pwaUpdate as defaultUpdate, registerServiceWorker, type PwaUpdate } from './pwa-register.ts';
import styles from './update-prompt.module.css';

// This module is loaded lazily by the app's layout, after the first render; the registration itself waits for the
// page's load and an idle moment. Nothing of it is in the first load (decision 135).
if (import.meta.env.PROD) registerServiceWorker();

/**
 * Screens where a reload would break the learner's work: a test or the exam (/test) and the review test. The offer
 * waits there and shows once the learner has left.
 */
const BUSY_PATHS = new Set(['/test', '/repetition']);

export function isBusyPath(pathname: string): boolean {
  return BUSY_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * 'Доступна нова версія': shown when a new version of the app is installed and waiting. The app reloads only on
 * the learner's 'Оновити'; 'Пізніше' hides the offer until the next start (the new version comes then by itself,
 * once every tab of the app is closed).
 */
export default function UpdatePrompt({ update = defaultUpdate }: { update?: PwaUpdate }) {
  const { _ } = useLingui();
  const waiting = useSyncExternalStore(update.subscribe, update.waiting, () => false);
  const { pathname } = useLocation();
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!waiting || later || isBusyPath(pathname)) return null;
  return (
    <section className={styles.prompt} role="status" aria-labelledby="update-prompt-title">
      <p className={styles.text}>
        <strong id="update-prompt-title">{_('offline.updateTitle')}</strong>
        <span>{_('offline.updateText')}</span>
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void update.apply();
          }}
        >
          {updating ? _('offline.updating') : _('offline.update')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setLater(true)}>
          {_('offline.later')}
        </Button>
      </div>
    </section>
  );
}
