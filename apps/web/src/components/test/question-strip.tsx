import { memo } from 'react';
import styles from './question-strip.module.css';
import { cx } from '@/lib/class-names.ts';

/** How a number of the strip looks: not answered, answered (outcome unknown), right or wrong. */
export type StripLook = 'todo' | 'answered' | 'right' | 'wrong';

const LOOK_WORDS: Record<StripLook, string> = {
  todo: 'без відповіді',
  answered: 'є відповідь',
  right: 'правильно',
  wrong: 'неправильно',
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
  label = 'Питання тесту',
  namedLooks = false,
}: QuestionStripProps) {
  return (
    <nav className={styles.strip} aria-label={label}>
      <ol>
        {looks.map((look, i) => {
          const here = i === current;
          return (
            <li key={i}>
              <button
                type="button"
                className={cx(styles.num, styles[look], here && styles.current)}
                aria-current={here ? 'step' : undefined}
                aria-label={namedLooks ? `Питання ${i + 1}, ${LOOK_WORDS[look]}` : `Питання ${i + 1}`}
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
