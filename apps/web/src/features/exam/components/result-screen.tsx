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
  const { record, state } = useExamResult(initial);
  if (record.response)
    return (
      <Outcome response={record.response} body={record.body} category={record.category} premium={premium} />
    );
  return (
    <section className={styles.page} aria-busy={state !== 'refused'}>
      <div className={styles.card}>
        <h1 className={styles.title}>Іспит завершено</h1>
        {state === 'refused' ? (
          <p>Результат не прийнято. Спробуйте скласти іспит ще раз.</p>
        ) : (
          <>
            <Spinner label="Надсилаємо результат…" />
            <p className={styles.sending} role="status">
              {state === 'retrying'
                ? 'Помилка надсилання. Надсилаємо ще раз кожні 5 секунд…'
                : 'Надсилаємо результат…'}
            </p>
          </>
        )}
        <div className={styles.actions}>
          <ButtonLink to="/started_learn" variant="secondary">
            На головну
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
        {category ? <p className={styles.kind}>{withCategory('Іспит', category)}</p> : null}
        <h1 className={styles.title}>{r.passed ? 'Іспит складено!' : 'Іспит не складено!'}</h1>
        <p className={styles.score}>
          <strong>
            {r.result}/{r.count_question}
          </strong>
          <span>правильних відповідей</span>
        </p>
        <p className={styles.meta}>
          {mistakesLine(scoreParts(r))} · Час: {formatClock(r.time)}
        </p>
        <ExamThemes data={response.data} passed={r.passed} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={review}>
            Правильні відповіді
          </Button>
          <ButtonLink to="/started_learn" variant="secondary">
            На головну
          </ButtonLink>
          {premium && !perfect ? (
            <Button onClick={() => void again.start()} disabled={again.busy}>
              Скласти ще раз
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
