import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { worthRetrying } from '@/lib/retry.ts';
import styles from './teacher.module.css';

/**
 * A failed load (the popup has already said what went wrong): a way to try again, except for a 404, where the
 * server's words say what is not there and asking again would find nothing either.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { _ } = useLingui();
  if (!worthRetrying(error)) {
    return (
      <section className={styles.plug} role="alert">
        <h2>{error instanceof ApiError ? error.message : _('teacher.notFound')}</h2>
      </section>
    );
  }
  return (
    <section className={styles.plug} role="alert">
      <h2>{_('teacher.loadFailed')}</h2>
      <p>{_('teacher.checkConnection')}</p>
      <Button onClick={onRetry}>{_('teacher.retry')}</Button>
    </section>
  );
}
