import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <svg className={styles.sign} viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="#fff" stroke="#d93636" strokeWidth="10" />
        <rect x="26" y="52" width="68" height="16" rx="3" fill="#d93636" />
      </svg>
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Сторінку не знайдено
      </h1>
      <p className={styles.text}>
        Схоже, цей шлях закритий, як під знаком «В'їзд заборонено». Можливо, адресу введено з помилкою або
        сторінку перенесено.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">На головну</ButtonLink>
        <ButtonLink to="/started_learn" variant="secondary">
          До тестів
        </ButtonLink>
      </div>
    </section>
  );
}
