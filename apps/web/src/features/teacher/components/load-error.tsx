import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { worthRetrying } from '@/lib/retry.ts';
import styles from './teacher.module.css';

/**
 * A failed load (the popup has already said what went wrong): a way to try again, except for a 404, where the
 * server's words say what is not there and asking again would find nothing either.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!worthRetrying(error)) {
    return (
      <section className={styles.plug} role="alert">
        <h2>{error instanceof ApiError ? error.message : 'Не знайдено'}</h2>
      </section>
    );
  }
  return (
    <section className={styles.plug} role="alert">
      <h2>Не вдалося завантажити дані</h2>
      <p>Перевірте з’єднання з інтернетом і спробуйте ще раз.</p>
      <Button onClick={onRetry}>Спробувати ще раз</Button>
    </section>
  );
}
