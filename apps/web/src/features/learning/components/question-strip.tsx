import type { TestRunner } from '../hooks/use-test-runner.ts';
import styles from './test-screen.module.css';

/** The footer of numbered question buttons: answered ones coloured, a jump allowed by the spec's rules. */
export function QuestionStrip({ run }: { run: TestRunner }) {
  return (
    <nav className={styles.strip} aria-label="Питання тесту">
      <ol>
        {run.questions.map((q, i) => {
          const given = run.byQuestion.get(q.id);
          const reviewed = run.review ? !run.review.wrong_question_ids.includes(q.id) && given : null;
          let look = 'todo';
          if (given) {
            if (run.review) look = reviewed ? 'right' : 'wrong';
            else if (given.correct === 1) look = 'right';
            else if (given.correct === 0) look = 'wrong';
            else look = 'answered';
          } else if (run.review) look = 'wrong';
          const current = i === run.index;
          return (
            <li key={q.id}>
              <button
                type="button"
                className={`${styles.num} ${styles[look]} ${current ? styles.current : ''}`}
                aria-current={current ? 'step' : undefined}
                aria-label={`Питання ${i + 1}`}
                disabled={!run.canJump(i) && !current}
                onClick={() => run.jump(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
