import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { STUDENTS_SHOWN_FROM } from '@pdr/contract/constants';
import type { ConfigResponse } from '@pdr/contract/system';
import { i18n } from '@/lib/i18n.ts';
import styles from './sections.module.css';

const count = (n: number) => n.toLocaleString(i18n.locale);

interface Figure {
  value: string;
  label: string;
  /** Where the figure comes from: our own data, or the operator's content pack (decision 093). */
  source: 'data' | 'content';
}

/**
 * Every figure shown is computed from our data or set by the operator in the content pack (site.json); none is
 * written here. The learner count shows only from STUDENTS_SHOWN_FROM on: a handful is not a figure. The labels are
 * in the current language, read when called (the verb agrees with the count as a noun does: '101 учень склав').
 */
export function homeFigures(config: ConfigResponse): Figure[] {
  const { questions } = config.content;
  const { students } = config.users;
  return [
    ...(questions > 0
      ? [
          {
            value: count(questions),
            label: i18n._(config.site.demo ? 'home.questionsDemo' : 'home.questions', { count: questions }),
            source: 'data' as const,
          },
        ]
      : []),
    ...(students >= STUDENTS_SHOWN_FROM
      ? [
          {
            value: count(students),
            // The server counts pupils who passed the exam here (decision 142), and the label says just that.
            label: i18n._('home.passed', { count: students }),
            source: 'data' as const,
          },
        ]
      : []),
    ...config.site.figures.map((f) => ({ ...f, source: 'content' as const })),
  ];
}

/**
 * Figures about the service; the section is left out when there is none to show. Until the config arrives it holds
 * the place of one figure (every install has its questions' count), so that the tariffs below do not jump down when
 * the figures come (no layout shift).
 */
export function AboutUs({ config }: { config: ConfigResponse | undefined }) {
  const { _ } = useLingui();
  if (!config) {
    return (
      <section className={styles.section} aria-labelledby="about-us-title" aria-busy="true">
        <h2 id="about-us-title" className={styles.title}>
          {_('home.figures')}
        </h2>
        <ul className={styles.figures} aria-hidden="true">
          <li className={styles.figure}>
            <span className={styles.figureValue}>…</span>
            <span>&nbsp;</span>
          </li>
        </ul>
      </section>
    );
  }
  const figures = homeFigures(config);
  if (figures.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="about-us-title">
      <h2 id="about-us-title" className={styles.title}>
        {_('home.figures')}
      </h2>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={`${figure.value} ${figure.label}`} className={styles.figure} data-source={figure.source}>
            <span className={styles.figureValue}>{figure.value}</span>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
