import { Link } from 'react-router';
import type { ExamResultResponse } from '@pdr/contract/exam';
import styles from './result-screen.module.css';

/**
 * Themes with mistakes (spec section 2, Result): a Premium learner sees them; a free learner learns that
 * Premium gives this analysis.
 */
export function ExamThemes({ data, passed }: { data: ExamResultResponse['data']; passed: boolean }) {
  if (data.premium_required) {
    return (
      <p className={styles.note}>
        Нижче ваша готовність до іспиту і групи питань, де ви втрачаєте бали. Перелік тем, у яких ви
        помилилися в цьому іспиті, додає тариф Преміум. <Link to="/premium">Оформити Преміум</Link>
      </p>
    );
  }
  const themes = data.errors.themes;
  if (themes.length === 0) return null;
  return (
    <section className={styles.themes} aria-labelledby="exam-themes-title">
      <h2 id="exam-themes-title">
        {passed ? 'Ви припустилися помилок у темах:' : 'А саме, помилки в темах:'}
      </h2>
      <ul>
        {themes.map((t) => (
          <li key={t.id}>{`Тема ${t.number}. ${t.title}`}</li>
        ))}
      </ul>
    </section>
  );
}
