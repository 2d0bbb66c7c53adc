import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './pages.module.css';

/** /finish: every theme is passed. */
export function FinishScreen() {
  return (
    <section className={styles.finish}>
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
        <path
          d="M32 4l8.5 17.6 19.5 2.6-14.2 13.5 3.5 19.3L32 47.7 14.7 57l3.5-19.3L4 24.2l19.5-2.6z"
          fill="var(--color-gold)"
        />
      </svg>
      <h1>Ви успішно пройшли всі теми!</h1>
      <p>Тепер перевірте себе на іспиті або повторіть теми, у яких були помилки.</p>
      <ButtonLink to="/started_learn" size="lg">
        До тем
      </ButtonLink>
    </section>
  );
}
