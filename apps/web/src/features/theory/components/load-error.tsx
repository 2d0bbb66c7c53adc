import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import '../i18n.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { worthRetrying } from '@/lib/retry.ts';
import { PremiumPlug } from './access-plugs.tsx';
import styles from './theory.module.css';

/**
 * For an address that cannot name a theory or a theme, known without asking the server. A 404 is shown as the
 * catalog's 'Сторінки не знайдено' (spec section 8: 'About / theory pages'), so its message is the id.
 */
export const NOT_FOUND = new ApiError(404, 'theory.notFound');

interface LoadErrorProps {
  error: unknown;
  /** Where the 'back' link leads, and its text's id in the catalog. */
  back: { to: string; label: string };
  onRetry?: () => void;
  retrying?: boolean;
}

function messageOf(error: unknown, _: (id: string) => string): string {
  if (error instanceof ApiError) return error.status === 404 ? _('theory.notFound') : error.message;
  return _('theory.error');
}

/**
 * A failed theory request: Premium explanation on 403, 'Сторінки не знайдено' on 404 (with no retry: it would
 * find nothing either), else the server's words and a retry.
 */
export function LoadError({ error, back, onRetry, retrying = false }: LoadErrorProps) {
  const { _ } = useLingui();
  const premiumNeeded = error instanceof ApiError && error.status === 403;
  const message = messageOf(error, _);

  useEffect(() => {
    if (!premiumNeeded) showPopup('error', message);
  }, [premiumNeeded, message, error]);

  if (premiumNeeded) return <PremiumPlug />;
  return (
    <div className={styles.error}>
      <p>{message}</p>
      <div className={styles.errorActions}>
        {onRetry && worthRetrying(error) ? (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {_('theory.retry')}
          </Button>
        ) : null}
        <ButtonLink to={back.to} variant="ghost" size="sm">
          {_(back.label)}
        </ButtonLink>
      </div>
    </div>
  );
}
