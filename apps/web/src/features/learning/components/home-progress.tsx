import { ButtonLink } from '@/components/ui/button.tsx';
import { useProgressTotal } from '../api/get-progress-total.ts';
import { ProgressRing } from './progress-ring.tsx';
import panel from '@/components/ui/panel.module.css';
import styles from './pages.module.css';

/** The home page's progress section for a Premium learner. */
export function HomeProgress() {
  const total = useProgressTotal(true);
  if (total.isError) {
    return (
      <p className={`${panel.panel} ${styles.progress}`} role="alert">
        Не вдалося підгрузити прогресбар
      </p>
    );
  }
  if (!total.data) return null;
  const t = total.data;
  // success and error count questions by the learner's latest answer to each; the rest are not answered yet, which
  // is no mistake.
  const notYet = Math.max(0, t.total - t.success - t.error);
  return (
    <section className={`${panel.panel} ${styles.progress}`} aria-labelledby="home-progress-title">
      <h2 id="home-progress-title">Ваш прогрес</h2>
      <ProgressRing total={t} size={96} />
      <dl className={styles.statsGrid}>
        <div>
          <dt>Тем пройдено</dt>
          <dd>{t.theme}</dd>
        </div>
        <div>
          <dt>Іспитів складено</dt>
          <dd>{t.exam_pass}</dd>
        </div>
        <div>
          <dt>Правильних відповідей</dt>
          <dd>
            {t.success} / {t.total}
          </dd>
        </div>
        <div>
          <dt>Помилок</dt>
          <dd>{t.error}</dd>
        </div>
        <div>
          <dt>Ще без відповіді</dt>
          <dd>{notYet}</dd>
        </div>
      </dl>
      <p className={styles.statsNote}>За вашою останньою відповіддю на кожне питання тем.</p>
      <div>
        <ButtonLink to="/repetition" variant="secondary">
          Повторити слабкі теми
        </ButtonLink>
      </div>
    </section>
  );
}
