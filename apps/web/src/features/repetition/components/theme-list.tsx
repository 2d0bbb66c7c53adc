import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import '../i18n.ts';
import type { RepeatType } from '@pdr/contract/repetition';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRepeatThemes } from '../api/get-repeat-themes.ts';
import styles from './repetition.module.css';
import { cx } from '@/lib/class-names.ts';

const DEGREE: Record<RepeatType, string> = {
  low: 'repetition.degree.low',
  medium: 'repetition.degree.medium',
  strong: 'repetition.degree.strong',
};

/** The themes of one strength: 'Тема {номер}', the title, the degree and 'Повторити' that opens it on /learn. */
export function ThemeList({ type }: { type: RepeatType }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const themes = useRepeatThemes(type, true);
  if (themes.isPending) return <Spinner label={_('repetition.themes.loading')} />;
  if (themes.isError) {
    return (
      <p className={styles.error} role="alert">
        {_('repetition.error')}
      </p>
    );
  }
  if (themes.data.themes.length === 0) return <p className={styles.empty}>{_('repetition.themes.empty')}</p>;
  return (
    <ul className={styles.list}>
      {themes.data.themes.map((t) => (
        <li key={t.theme_id} className={styles.row}>
          <div className={styles.rowText}>
            <span className={styles.number}>{_('repetition.theme.number', { number: t.number })}</span>
            <span className={styles.title}>{t.title}</span>
          </div>
          <span className={cx(styles.degree, styles[type])}>
            {_(DEGREE[type])}
            <span className="visually-hidden">, {_('repetition.theme.percent', { percent: t.percent })}</span>
            <span aria-hidden="true"> · {t.percent}%</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={_('repetition.theme.repeatLabel', { number: t.number })}
            // The map opens the theme asked for, or says why it cannot (decision 140).
            onClick={() => void navigate(`/learn?theme=${t.theme_id}`)}
          >
            {_('repetition.theme.repeat')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
