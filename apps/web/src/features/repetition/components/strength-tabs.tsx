import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import * as Tabs from '@radix-ui/react-tabs';
import { REPEAT_TYPES, type RepeatType } from '@pdr/contract/repetition';
import { useRepeatCounts } from '../api/get-repeat-counts.ts';
import { ThemeList } from './theme-list.tsx';
import styles from './repetition.module.css';
import { cx } from '@/lib/class-names.ts';

const TAB_LABELS: Record<RepeatType, string> = {
  low: 'repetition.tab.low',
  medium: 'repetition.tab.medium',
  strong: 'repetition.tab.strong',
};

/**
 * The three strength tabs with their counts (Radix Tabs: arrow keys move between them, Tab goes into the panel).
 * Only the selected tab's themes are loaded; the default is the weak ones.
 */
export function StrengthTabs() {
  const { _ } = useLingui();
  const [tab, setTab] = useState<RepeatType>('low');
  const counts = useRepeatCounts(true);
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as RepeatType)} className={styles.tabs}>
      <Tabs.List className={styles.tabList} aria-label={_('repetition.tabs.label')}>
        {REPEAT_TYPES.map((type) => (
          <Tabs.Trigger key={type} value={type} className={cx(styles.tab, styles[type])}>
            {_(TAB_LABELS[type])}
            <span className="visually-hidden">, {_('repetition.tabs.count')}</span>
            <span className={styles.count}>{counts.data ? counts.data[type] : '…'}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {REPEAT_TYPES.map((type) => (
        <Tabs.Content key={type} value={type} className={styles.panel}>
          {/* Radix mounts only the selected panel, so only its themes are asked for. */}
          <ThemeList type={type} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
