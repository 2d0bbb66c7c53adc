import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import '../i18n.ts';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { ChevronIcon, CommentIcon } from '@/components/ui/icons.tsx';
import styles from './theory-content.module.css';

/** The expandable 'Коментар експерта' under a block: a disclosure button and the panel it opens. */
export function ExpertComment({ html }: { html: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.comment} data-open={open}>
      <button
        type="button"
        className={styles.commentToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <CommentIcon size={20} className={styles.commentIcon} />
        <span>{_('theory.comment')}</span>
        <ChevronIcon direction="right" size={18} className={styles.commentChevron} />
      </button>
      <div id={panelId} className={styles.commentPanel} hidden={!open}>
        <HtmlContent html={html} topHeading={3} />
      </div>
    </div>
  );
}
