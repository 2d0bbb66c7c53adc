import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { ExamResultResponse } from '@pdr/contract/exam';
import styles from './result-screen.module.css';

/**
 * Themes with mistakes (spec section 2, Result): a Premium learner sees them; a free learner learns that
 * Premium gives this analysis.
 */
export function ExamThemes({ data, passed }: { data: ExamResultResponse['data']; passed: boolean }) {
  const { _ } = useLingui();
  if (data.premium_required) {
    return (
      <p className={styles.note}>
        {_('exam.themesPremium')} <Link to="/premium">{_('exam.getPremium')}</Link>
      </p>
    );
  }
  const themes = data.errors.themes;
  if (themes.length === 0) return null;
  return (
    <section className={styles.themes} aria-labelledby="exam-themes-title">
      <h2 id="exam-themes-title">{passed ? _('exam.themesPassed') : _('exam.themesFailed')}</h2>
      <ul>
        {themes.map((t) => (
          <li key={t.id}>{_('exam.theme', { number: t.number, title: t.title })}</li>
        ))}
      </ul>
    </section>
  );
}
