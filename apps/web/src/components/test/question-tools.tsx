import { FavouriteStar } from './favourite-star.tsx';
import { QuestionStats } from './question-stats.tsx';
import { ReportQuestion } from './report-question.tsx';
import styles from './report-question.module.css';

/**
 * Under a question the learner sees with its answer: how many learners answer it right, the star of 'Обрані' and
 * 'Повідомити про помилку'.
 */
export function QuestionTools({ questionId }: { questionId: number }) {
  return (
    <div className={styles.tools}>
      <QuestionStats questionId={questionId} />
      <FavouriteStar questionId={questionId} />
      <ReportQuestion questionId={questionId} />
    </div>
  );
}
