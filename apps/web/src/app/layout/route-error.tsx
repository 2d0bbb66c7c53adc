import styles from './route-error.module.css';

/** Shown when a screen fails to load or render (for example its chunk could not be fetched). */
export function RouteError() {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className={styles.box} role="alert">
      <h1>Не вдалося відкрити сторінку</h1>
      <p>
        {offline
          ? "Немає з'єднання з інтернетом. Перевірте мережу і оновіть сторінку."
          : 'Сталася помилка. Оновіть сторінку або поверніться на головну.'}
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Оновити
        </button>{' '}
        <a href="#/">На головну</a>
      </p>
    </main>
  );
}
