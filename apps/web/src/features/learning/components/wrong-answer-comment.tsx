import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { Question } from '@pdr/contract/learning';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import styles from './test-screen.module.css';

/**
 * After a wrong answer in a lesson: the right answer in words and the question's comment, under the answers, until
 * the learner presses 'Далі' (the comment is what the lesson teaches; decision 090).
 */
export function WrongAnswerComment({ question, rightId }: { question: Question; rightId: number }) {
  const { _ } = useLingui();
  const right = question.answers.find((a) => a.id === rightId);
  return (
    <section className={styles.comment} aria-labelledby={`comment-${question.id}`}>
      <h2 id={`comment-${question.id}`} className={styles.commentTitle}>
        {_('learning.wrong', { answer: right ? `${right.correct} ${right.answer}`.trim() : '' })}
      </h2>
      <HtmlContent html={question.notes} topHeading={3} />
    </section>
  );
}
