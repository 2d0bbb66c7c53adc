import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { QuestionCard } from '@/components/test/question-card.tsx';
import { QuestionStrip, type StripLook } from '@/components/test/question-strip.tsx';
import { useNextPicture } from '@/components/test/use-next-picture.ts';
import { Button } from '@/components/ui/button.tsx';
import { clearTestSession, sessionStore, type ExamSession } from '@/lib/storage.ts';
import { useAnswerKeys } from '../hooks/use-answer-keys.ts';
import { useExamRunner } from '../hooks/use-exam-runner.ts';
import type { ExamData } from '../utils/exam-data.ts';
import { examResultBody } from '../utils/exam-rules.ts';
import { ExamHeader } from './exam-header.tsx';
import actionBar from '@/components/test/action-bar.module.css';
import panel from '@/components/ui/panel.module.css';
import styles from './exam-screen.module.css';

/** /test during the exam: one question at a time, each answer checked by the server, then /result. */
export function ExamRun({ exam, session }: { exam: ExamData; session: ExamSession }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const run = useExamRunner(exam, (answers, left) => {
    const body = examResultBody(session.attemptId, exam.exam_id, answers, left);
    clearTestSession();
    sessionStore.set('examResult', { body, response: null, category: exam.category });
    void navigate('/result', { replace: true });
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const screenRef = useRef<HTMLElement>(null);
  const q = run.question;
  useNextPicture(run.questions, run.index);
  useEffect(() => {
    // A new question takes the focus, so a screen reader reads it and the digits choose among its answers; the
    // screen shows from its top, clock included, when the learner had scrolled its head away (on a phone).
    heading.current?.focus({ preventScroll: true });
    const el = screenRef.current;
    if (el && el.getBoundingClientRect().top < parseFloat(getComputedStyle(el).scrollMarginTop || '0'))
      el.scrollIntoView?.({ block: 'start' });
  }, [q.id]);
  useAnswerKeys({
    count: q.answers.length,
    onDigit: (i) => {
      const answer = q.answers[i];
      if (answer) run.select(answer.id);
    },
    onEnter: run.submit,
  });

  const looks = run.questions.map((item): StripLook => {
    const given = run.byQuestion.get(item.id);
    if (!given) return 'todo';
    return given.correct ? 'right' : 'wrong';
  });

  return (
    <section ref={screenRef} className={styles.screen} aria-label={_('exam.exam')}>
      <ExamHeader
        number={run.index + 1}
        count={run.questions.length}
        answered={run.answers.length}
        mistakes={run.mistakes}
        timeLeft={run.timeLeft}
      />
      <article className={`${panel.panel} ${styles.card}`} aria-busy={run.pending}>
        <QuestionCard
          question={q}
          number={run.index + 1}
          selected={run.selected}
          onSelect={run.select}
          given={run.byQuestion.get(q.id)}
          rightId={null}
          wrongId={null}
          locked={run.pending}
          headingRef={heading}
          language={exam.language}
          keyHints
        />
        <div className={`${styles.actions} ${actionBar.bar}`}>
          <p className={styles.keys}>
            <kbd>1</kbd>–<kbd>{q.answers.length}</kbd> {_('exam.keysChoose')}, <kbd>Enter</kbd>{' '}
            {_('exam.keysNext')}
          </p>
          <Button
            className={styles.next}
            onClick={run.submit}
            disabled={run.selected === null || run.pending}
          >
            {run.pending ? _('exam.checking') : _('exam.next')}
          </Button>
        </div>
        {run.retrying ? (
          <p className={styles.retrying} role="status">
            {_('exam.waiting')}
          </p>
        ) : null}
      </article>
      <QuestionStrip
        looks={looks}
        current={run.index}
        canJump={run.canJump}
        onJump={run.jump}
        label={_('exam.strip')}
        namedLooks
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {run.announcement}
      </p>
    </section>
  );
}
