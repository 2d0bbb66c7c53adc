import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Marathon, MarathonAnswerResponse } from '@pdr/contract/marathon';
import { QuestionCard } from '@/components/test/question-card.tsx';
import { QuestionTools } from '@/components/test/question-tools.tsx';
import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import panel from '@/components/ui/panel.module.css';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useToken } from '@/lib/session.ts';
import { useAnswerMarathon, useMarathon, useRestartMarathon } from '../marathon-api.ts';
import styles from './marathon.module.css';

/** The share right so far, as a whole percent; null before the first answer. */
function share(right: number, answered: number): number | null {
  return answered === 0 ? null : Math.round((right / answered) * 100);
}

function Figures({ marathon }: { marathon: Marathon }) {
  const { _ } = useLingui();
  const { answered, right } = marathon;
  const percent = share(right, answered);
  return (
    <div className={styles.figures}>
      {marathon.status === 'question' ? (
        <p className={styles.position}>
          {_('marathon.position', { number: marathon.position, total: marathon.total })}
        </p>
      ) : null}
      <p className={styles.share}>
        {percent === null ? _('marathon.noAnswers') : _('marathon.share', { percent, right, answered })}
      </p>
    </div>
  );
}

/** One question of the marathon: chosen, answered (the verdict and the comment), then 'Далі' for the next. */
function QuestionStep({ marathon, onNext }: { marathon: Marathon; onNext: () => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const send = useAnswerMarathon();
  const [selected, setSelected] = useState<number | null>(null);
  const [scored, setScored] = useState<MarathonAnswerResponse | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const question = marathon.question!;

  // A new question takes the focus to its text, as the lesson moves it.
  useEffect(() => headingRef.current?.focus(), []);

  const answer = () => {
    if (selected === null) return;
    setSendError(null);
    send.mutate(
      { question_id: question.id, answer_id: selected },
      {
        onSuccess: (result) => {
          setScored(result);
          queryClient.setQueryData<Marathon>(queryKeys.marathon, (m) =>
            m ? { ...m, answered: result.answered, right: result.right } : m,
          );
          requestAnimationFrame(() => nextRef.current?.focus());
        },
        onError: (error) => {
          setSendError(error.message);
          // Answered on another device: the server's place is read again.
          if (error instanceof ApiError && error.status === 409) onNext();
        },
      },
    );
  };

  return (
    <article className={`${panel.panel} ${styles.card}`}>
      {marathon.theme_title ? (
        <p className={styles.theme}>
          {_('marathon.theme', { number: marathon.theme_number ?? 0, title: marathon.theme_title })}
        </p>
      ) : null}
      <QuestionCard
        question={question}
        number={marathon.position}
        selected={selected}
        onSelect={setSelected}
        given={scored && selected !== null ? { answer_id: selected } : undefined}
        rightId={scored ? scored.correct_answer_id : null}
        wrongId={scored && !scored.correct ? selected : null}
        locked={Boolean(scored) || send.isPending}
        headingRef={headingRef}
      />
      <div aria-live="polite">
        {scored ? (
          <section className={styles.comment} aria-labelledby="marathon-verdict">
            <h2 id="marathon-verdict" className={scored.correct ? styles.right : styles.wrong}>
              {scored.correct ? _('marathon.right') : _('marathon.wrong')}
            </h2>
            {scored.notes ? <HtmlContent html={scored.notes} topHeading={3} /> : null}
          </section>
        ) : null}
      </div>
      {scored ? <QuestionTools questionId={question.id} /> : null}
      {sendError ? (
        <p className={styles.error} role="alert">
          {sendError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {scored ? (
          <Button ref={nextRef} onClick={onNext}>
            {_('marathon.next')}
          </Button>
        ) : (
          <Button onClick={answer} disabled={selected === null || send.isPending}>
            {_('marathon.answer')}
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * /marathon (issue 51, item 3): every question of the learner's category, theme by theme, one after another; the
 * answer is scored at once and the right one shown with the comment, as in a lesson. The place is the server's: a
 * learner who goes on from another device finds the next question there.
 */
export function MarathonPage() {
  const { _ } = useLingui();
  const token = useToken();
  const marathon = useMarathon(Boolean(token));
  const restart = useRestartMarathon();
  const [asking, setAsking] = useState(false);

  if (!token) {
    return (
      <AccessPlug kind="sign-in" level={1} placement="screen" title={_('marathon.signInTitle')}>
        {_('marathon.signIn')}
      </AccessPlug>
    );
  }
  if (marathon.isPending) return <Spinner label={_('marathon.loading')} />;
  if (marathon.isError) {
    return (
      <section className={styles.page}>
        <h1>{_('marathon.title')}</h1>
        <div className={styles.failed} role="alert">
          <p>{marathon.error.message}</p>
          <Button variant="secondary" onClick={() => void marathon.refetch()}>
            {_('marathon.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const m = marathon.data;
  const question = m.question;

  const restartButton = (
    <Button variant="ghost" size="sm" onClick={() => setAsking(true)} disabled={restart.isPending}>
      {_('marathon.restart')}
    </Button>
  );

  return (
    <section className={styles.page} aria-labelledby="marathon-title">
      <header className={styles.head}>
        <p id="marathon-title" className={styles.title}>
          {_('marathon.title')}
        </p>
        <Figures marathon={m} />
        {m.answered > 0 ? restartButton : null}
      </header>

      {m.status === 'premium' ? (
        <AccessPlug kind="premium" level={1} title={_('marathon.premiumTitle')}>
          {_('marathon.premium', { count: m.total })}
        </AccessPlug>
      ) : null}

      {m.status === 'finished' ? (
        <div className={styles.done}>
          <h1>{_('marathon.finishedTitle')}</h1>
          <p>{_('marathon.finished', { count: m.total })}</p>
          <div className={styles.actions}>
            <Button onClick={() => setAsking(true)}>{_('marathon.again')}</Button>
            <ButtonLink to="/repetition" variant="secondary">
              {_('marathon.toRepetition')}
            </ButtonLink>
          </div>
        </div>
      ) : null}

      {question ? (
        <QuestionStep key={question.id} marathon={m} onNext={() => void marathon.refetch()} />
      ) : null}

      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={_('marathon.restartTitle')}
        description={_('marathon.restartText')}
        closeButton={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {_('marathon.restartNo')}
            </Button>
            <Button
              variant="danger"
              disabled={restart.isPending}
              onClick={() => restart.mutate(undefined, { onSettled: () => setAsking(false) })}
            >
              {_('marathon.restartYes')}
            </Button>
          </>
        }
      />
    </section>
  );
}
