import { useLingui } from '@lingui/react';
import { memo } from 'react';
import styles from './question-strip.module.css';
import { cx } from '@/lib/class-names.ts';
import './i18n.ts';

/** How a number of the strip looks: not answered, answered (outcome unknown), right or wrong. */
export type StripLook = 'todo' | 'answered' | 'right' | 'wrong';

/** Each look's words in a button's name: catalog ids. */
const LOOK_WORDS: Record<StripLook, string> = {
  todo: 'test.stripTodo',
  answered: 'test.stripAnswered',
  right: 'test.stripRight',
  wrong: 'test.stripWrong',
};

interface QuestionStripProps {
  looks: readonly StripLook[];
  /** The question on screen (0-based). */
  current: number;
  canJump: (index: number) => boolean;
  onJump: (index: number) => void;
  label?: string;
  /** Say the look in each button's name (the exam's green and red must not be colour alone). */
  namedLooks?: boolean;
}

/**
 * The footer of numbered question buttons: answered ones coloured, a jump allowed by the screen's rules. Memoised:
 * choosing an answer changes none of its props, and it is twenty buttons a choice need not render again.
 */
export const QuestionStrip = memo(function QuestionStrip({
  looks,
  current,
  canJump,
  onJump,
  label,
  namedLooks = false,
}: QuestionStripProps) {
  const { _ } = useLingui();
  return (
    <nav className={styles.strip} aria-label={label ?? _('test.stripLabel')}>
      <ol>
        {looks.map((look, i) => {
          const here = i === current;
          return (
            <li key={i}>
              <button
                type="button"
                className={cx(styles.num, styles[look], here && styles.current)}
                aria-current={here ? 'step' : undefined}
                aria-label={
                  namedLooks
                    ? _('test.stripQuestionLook', { number: i + 1, look: _(LOOK_WORDS[look]) })
                    : _('test.questionNumber', { number: i + 1 })
                }
                disabled={!canJump(i) && !here}
                onClick={() => onJump(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
