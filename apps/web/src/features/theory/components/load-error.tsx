import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { worthRetrying } from '@/lib/retry.ts';
import { PremiumPlug } from './access-plugs.tsx';
import styles from './theory.module.css';

/** Spec section 8: 'About / theory pages'. */
export const NOT_FOUND_TEXT = 'Сторінки не знайдено';
/** For an address that cannot name a theory or a theme, known without asking the server. */
export const NOT_FOUND = new ApiError(404, NOT_FOUND_TEXT);

interface LoadErrorProps {
  error: unknown;
  /** Where the 'back' link leads, and its text. */
  back: { to: string; label: string };
  onRetry?: () => void;
  retrying?: boolean;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.status === 404 ? NOT_FOUND_TEXT : error.message;
  return 'Виникла помилка!';
}

/**
 * A failed theory request: Premium explanation on 403, 'Сторінки не знайдено' on 404 (with no retry: it would
 * find nothing either), else the server's words and a retry.
 */
export function LoadError({ error, back, onRetry, retrying = false }: LoadErrorProps) {
  const premiumNeeded = error instanceof ApiError && error.status === 403;
  const message = messageOf(error);

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
            Спробувати ще раз
          </Button>
        ) : null}
        <ButtonLink to={back.to} variant="ghost" size="sm">
          {back.label}
        </ButtonLink>
      </div>
    </div>
  );
}
