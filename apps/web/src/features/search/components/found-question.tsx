import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { Question } from '@pdr/contract/learning';
import { QuestionTools } from '@/components/test/question-tools.tsx';
import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { Button } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useQuestionView } from '../search-api.ts';
import styles from './search.module.css';

/** A question's answers with the right one marked in words (not by colour alone), and its comment. */
function Revealed({ question }: { question: Question }) {
  const { _ } = useLingui();
  return (
    <div className={styles.revealed}>
      {question.image ? (
        <img
          className={styles.fullPicture}
          src={question.image}
          alt={question.image_alt ?? _('search.picture')}
          decoding="async"
        />
      ) : null}
      <ol className={styles.answers} aria-label={_('search.answers')}>
        {question.answers.map((a) => (
          <li key={a.id} className={a.correct_answer === 1 ? styles.right : undefined}>
            <span className={styles.answerNumber}>{a.correct}</span> {a.answer}
            {a.correct_answer === 1 ? (
              <strong className={styles.rightMark}> — {_('search.right')}</strong>
            ) : null}
          </li>
        ))}
      </ol>
      {question.notes ? (
        <section className={styles.comment} aria-label={_('search.comment')}>
          <HtmlContent html={question.notes} topHeading={4} />
        </section>
      ) : null}
      <QuestionTools questionId={question.id} />
    </div>
  );
}

/** A result opened online: the server's copy with its right answer, or the Premium offer for a locked theme. */
export function FoundQuestion({
  questionId,
  locked,
  themeTitle,
}: {
  questionId: number;
  locked: boolean;
  themeTitle: string;
}) {
  const { _ } = useLingui();
  const view = useQuestionView(questionId, !locked);
  if (locked) {
    return (
      <AccessPlug kind="premium" title={_('search.lockedTitle')}>
        {_('search.locked', { theme: themeTitle })}
      </AccessPlug>
    );
  }
  if (view.isPending) return <Spinner label={_('search.opening')} />;
  if (view.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p>{view.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void view.refetch()}>
          {_('search.retry')}
        </Button>
      </div>
    );
  }
  return <Revealed question={view.data.question} />;
}

/** A result found on the device: the saved question opens as it is. */
export function SavedQuestion({ question }: { question: Question }) {
  return <Revealed question={question} />;
}
