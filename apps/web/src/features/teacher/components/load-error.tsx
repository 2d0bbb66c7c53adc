import { Button } from '@/components/ui/button.tsx';
import styles from './teacher.module.css';

/** A failed load with a way to try again (the popup has already said what went wrong). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.plug} role="alert">
      <h2>Не вдалося завантажити дані</h2>
      <p>Перевірте з’єднання з інтернетом і спробуйте ще раз.</p>
      <Button onClick={onRetry}>Спробувати ще раз</Button>
    </section>
  );
}
