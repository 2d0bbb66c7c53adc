import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import type { ResultOutcome } from '@pdr/contract/learning';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToken } from '@/lib/session.ts';
import { clearTestSession, sessionStore, type TestGeneral } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { useTestInProgress } from '../hooks/use-test-in-progress.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useStartTest } from '../hooks/use-start-test.ts';
import { useTestRunner } from '../hooks/use-test-runner.ts';
import { BadResultModal, GoodResultModal, RunResultModal } from './bad-result-modal.tsx';
import { useStartFavouritesRun } from '@/lib/favourites-run.ts';
import { WrongAnswerComment } from './wrong-answer-comment.tsx';
import { HintButtons } from './hint-modals.tsx';
import { DemoNotice, useDemoNoticeReady } from '@/components/test/demo-notice.tsx';
import { QuestionCard } from '@/components/test/question-card.tsx';
import { useNextPicture } from '@/components/test/use-next-picture.ts';
import { QuestionStrip } from './question-strip.tsx';
import { TestHeader } from './test-header.tsx';
import { SignInPlug } from './sign-in-plug.tsx';
import { QuestionTools } from '@/components/test/question-tools.tsx';
import actionBar from '@/components/test/action-bar.module.css';
import panel from '@/components/ui/panel.module.css';
import styles from './test-screen.module.css';

/**
 * /test: the lesson, retest, credit test, due review or favourites run in progress; after a reload the device's copy paints it while the
 * server's copy, which decides, is on its way (useTestInProgress).
 */
export function TestScreen() {
  const { _ } = useLingui();
  const token = useToken();
  const [general, setGeneral] = useState(() => sessionStore.get('general'));
  // A new test started from here (a retest after the bad-result modal) replaces the one on screen; a finished
  // test's keys are cleared but it stays on screen for its modal.
  const stored = sessionStore.get('general');
  if (stored && stored.attemptId !== general?.attemptId) setGeneral(stored);
  const test = useTestInProgress(general, Boolean(token && general));
  const noticeReady = useDemoNoticeReady();
  if (!token) return <SignInPlug />;
  if (!general) return <Redirect to="/learn" />;
  // Another device may have started another test since: the server's session decides.
  if (test.status === 'gone') {
    clearTestSession();
    return <Redirect to="/learn" />;
  }
  if (test.status === 'pending' || !noticeReady) return <Spinner label={_('learning.test.loading')} />;
  return (
    <>
      <DemoNotice />
      <TestRun key={`${general.attemptId}:${test.version}`} data={test.data} general={general} />
    </>
  );
}

function TestRun({ data, general }: { data: TestQuestions; general: TestGeneral }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const user = useUser();
  const premium = user?.premium_check === true;
  const [bad, setBad] = useState<ResultOutcome | null>(null);
  const [good, setGood] = useState<ResultOutcome | null>(null);
  const [ran, setRan] = useState<ResultOutcome | null>(null);
  const retry = useStartTest();
  const again = useStartFavouritesRun();
  const run = useTestRunner(data, general, (outcome) => {
    if (outcome.type === 'all_theme') {
      sessionStore.set('result', outcome);
      void navigate('/learn');
      return;
    }
    clearTestSession();
    // The due session of spaced review goes back to its screen, where the due count has fallen.
    if (outcome.type === 'review') {
      void navigate('/repetition');
      return;
    }
    // The favourites run says its score, then offers another run.
    if (outcome.type === 'favourites') {
      setRan(outcome);
      return;
    }
    // A lesson without a mistake, or a retest that put every mistake right, is said so before the map.
    if (outcome.passed) setGood(outcome);
    else setBad(outcome);
  });

  useNextPicture(run.questions, run.index);
  const q = run.question;
  const given = run.byQuestion.get(q.id);
  const reviewRight = run.review?.correct_answers.find((c) => c.question_id === q.id)?.answer_id ?? null;
  const lessonRight =
    run.reveal && (run.feedback?.questionId === q.id || (given && given.correct === 0))
      ? (q.answers.find((a) => a.correct_answer === 1)?.id ?? null)
      : null;
  const rightId = run.review ? reviewRight : lessonRight;
  const percent = Math.round((run.answers.length / run.questions.length) * 100);
  const locked = Boolean(given) || Boolean(run.feedback) || Boolean(run.review) || run.sending;
  const wrongHere = run.feedback?.questionId === q.id;

  return (
    <section className={styles.screen} aria-label={_('learning.test.label')}>
      <TestHeader
        name={premium && user ? `${user.first_name} ${user.last_name}` : null}
        review={Boolean(run.review)}
        percent={percent}
        number={run.index + 1}
        count={run.questions.length}
        timeLeft={run.timeLeft}
      />

      <article className={`${panel.panel} ${styles.card}`}>
        <QuestionCard
          question={q}
          number={run.index + 1}
          selected={run.selected}
          onSelect={run.select}
          given={given}
          rightId={rightId}
          wrongId={run.feedback?.questionId === q.id ? run.feedback.chosenId : null}
          locked={locked}
        />
        {/* Always present, so a screen reader hears the comment when it appears after a wrong answer. */}
        <div aria-live="polite">
          {wrongHere && rightId !== null ? <WrongAnswerComment question={q} rightId={rightId} /> : null}
        </div>
        {given || run.review || wrongHere ? <QuestionTools key={q.id} questionId={q.id} /> : null}
        <div className={`${styles.actions} ${actionBar.bar}`}>
          {run.reveal ? (
            <HintButtons key={q.id} notes={q.notes} videoUrl={q.video_url} comment={!wrongHere} />
          ) : null}
          {run.review ? (
            <Button variant="secondary" onClick={() => void navigate('/learn')}>
              {_('learning.toMap')}
            </Button>
          ) : (
            <Button
              className={styles.next}
              onClick={run.submit}
              disabled={!wrongHere && (run.selected === null || locked)}
            >
              {_('learning.test.next')}
            </Button>
          )}
        </div>
        {run.sending ? <p className={styles.sending}>{_('learning.test.sending')}</p> : null}
        {run.review && reviewRight === null ? (
          <p className={styles.note}>
            {premium ? _('learning.test.notAnswered') : _('learning.test.rightPremium')}
          </p>
        ) : null}
      </article>

      <QuestionStrip run={run} />

      {good ? (
        <GoodResultModal
          total={good.count_question}
          retest={good.type === 'retest'}
          onMap={() => void navigate('/learn')}
        />
      ) : null}
      {bad ? (
        <BadResultModal
          correct={bad.result}
          total={bad.count_question}
          busy={retry.pending}
          onRetry={() => void retry.start({ kind: 'retest', themeId: general.theme, idx: bad.idx ?? 0 })}
          onMap={() => void navigate('/learn')}
        />
      ) : null}
      {ran ? (
        <RunResultModal
          correct={ran.result}
          total={ran.count_question}
          busy={again.pending}
          onAgain={() => void again.start()}
          onBack={() => void navigate('/favourites')}
        />
      ) : null}
    </section>
  );
}
