import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import type { ExamResultBody, ExamResultResponse } from '@pdr/contract/exam';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useViewer } from '@/hooks/use-viewer.ts';
import { withCategory } from '@/lib/category-label.ts';
import { formatClock } from '@/lib/clock.ts';
import { mistakesLine, scoreParts } from '@/lib/score.ts';
import { sessionStore, type ExamResultRecord } from '@/lib/storage.ts';
import { useExamResult } from '../hooks/use-exam-result.ts';
import { useStartExam } from '../hooks/use-start-exam.ts';
import { ExamSignIn } from './exam-sign-in.tsx';
import { ExamThemes } from './exam-themes.tsx';
import { ReadinessCard } from './readiness-card.tsx';
import { RulesModal } from './rules-modal.tsx';
import styles from './result-screen.module.css';

/** /result: the finished exam's result, sent (and resent every 5 s) until the server confirms it. */
export function ResultScreen() {
  const viewer = useViewer();
  const [record] = useState(() => sessionStore.get('examResult'));
  if (!viewer.signedIn) return <ExamSignIn />;
  if (!record) return <Redirect to="/started_learn" />;
  return <ExamResult initial={record} premium={viewer.premium} />;
}

function ExamResult({ initial, premium }: { initial: ExamResultRecord; premium: boolean }) {
  const { _ } = useLingui();
  const { record, state } = useExamResult(initial);
  if (record.response)
    return (
      <Outcome response={record.response} body={record.body} category={record.category} premium={premium} />
    );
  return (
    <section className={styles.page} aria-busy={state !== 'refused'}>
      <div className={styles.card}>
        <h1 className={styles.title}>{_('exam.over')}</h1>
        {state === 'refused' ? (
          <p>{_('exam.refused')}</p>
        ) : (
          <>
            <Spinner label={_('exam.sending')} />
            <p className={styles.sending} role="status">
              {state === 'retrying' ? _('exam.resending') : _('exam.sending')}
            </p>
          </>
        )}
        <div className={styles.actions}>
          <ButtonLink to="/started_learn" variant="secondary">
            {_('exam.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

interface OutcomeProps {
  response: ExamResultResponse;
  body: ExamResultBody;
  category: ExamResultRecord['category'];
  premium: boolean;
}

function Outcome({ response, body, category, premium }: OutcomeProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const again = useStartExam();
  const r = response.result;
  const perfect = r.result === r.count_question;
  const examId = body.exam_id;
  const review = () => {
    const general = sessionStore.get('general');
    sessionStore.set('exam', { examId, attemptId: r.attempt_id, review: true });
    // The side menu's 'Завершити тест' leads an exam back to /started_learn; the review has no clock.
    sessionStore.set('general', {
      type: 'exam',
      theme: 0,
      block: null,
      attemptId: r.attempt_id,
      startedAt: general?.startedAt ?? Date.now(),
    });
    sessionStore.remove('timer');
    void navigate('/test');
  };
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${r.passed ? styles.passed : styles.failed}`}>
        {category ? <p className={styles.kind}>{withCategory(_('exam.exam'), category)}</p> : null}
        <h1 className={styles.title}>{r.passed ? _('exam.passed') : _('exam.failed')}</h1>
        <p className={styles.score}>
          <strong>
            {r.result}/{r.count_question}
          </strong>
          <span>{_('exam.rightAnswers')}</span>
        </p>
        <p className={styles.meta}>
          {mistakesLine(scoreParts(r))} · {_('exam.time', { time: formatClock(r.time) })}
        </p>
        <ExamThemes data={response.data} passed={r.passed} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={review}>
            {_('exam.review')}
          </Button>
          <ButtonLink to="/started_learn" variant="secondary">
            {_('exam.home')}
          </ButtonLink>
          {premium && !perfect ? (
            <Button onClick={() => void again.start()} disabled={again.busy}>
              {_('exam.again')}
            </Button>
          ) : null}
        </div>
      </div>
      <ReadinessCard />
      <RulesModal
        open={again.rulesOpen}
        busy={again.busy}
        onAccept={() => void again.acceptRules()}
        onClose={again.closeRules}
      />
    </section>
  );
}
