import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { QuestionCard } from '@/components/test/question-card.tsx';
import { QuestionStrip, type StripLook } from '@/components/test/question-strip.tsx';
import { useNextPicture } from '@/components/test/use-next-picture.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { useAnswerKeys } from '../hooks/use-answer-keys.ts';
import type { ExamData } from '../utils/exam-data.ts';
import { ExamHeader } from './exam-header.tsx';
import { QuestionTools } from '@/components/test/question-tools.tsx';
import actionBar from '@/components/test/action-bar.module.css';
import panel from '@/components/ui/panel.module.css';
import styles from './exam-screen.module.css';

/** 'Правильні відповіді': the closed exam with every answer locked and the right one highlighted. */
export function ExamReview({ exam }: { exam: ExamData }) {
  const { _ } = useLingui();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = exam.questions.length;
  const q = exam.questions[index]!;
  useNextPicture(exam.questions, index);
  const given = new Map(exam.answers.map((a) => [a.question_id, a]));
  const right = new Map((exam.review ?? []).map((r) => [r.question_id, r.right_answer_id]));
  const mine = given.get(q.id);
  const next = () => setIndex((i) => (i + 1) % count);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);
  useAnswerKeys({ count: 0, onDigit: () => {}, onEnter: next });

  const looks = exam.questions.map((item): StripLook => {
    const a = given.get(item.id);
    if (!a) return 'todo';
    return a.correct ? 'right' : 'wrong';
  });

  return (
    <section className={styles.screen} aria-label={_('exam.review')}>
      <ExamHeader
        number={index + 1}
        count={count}
        answered={exam.answers.length}
        mistakes={exam.mistakes}
        timeLeft={null}
      />
      <article className={`${panel.panel} ${styles.card}`}>
        <QuestionCard
          question={q}
          number={index + 1}
          selected={null}
          onSelect={() => {}}
          given={mine}
          rightId={right.get(q.id) ?? null}
          wrongId={null}
          locked
          headingRef={heading}
          language={exam.language}
        />
        <p className={mine ? (mine.correct ? styles.verdictRight : styles.verdictWrong) : styles.verdictNone}>
          {mine ? (mine.correct ? _('exam.verdictRight') : _('exam.verdictWrong')) : _('exam.verdictNone')}
        </p>
        <QuestionTools key={q.id} questionId={q.id} />
        <div className={`${styles.actions} ${actionBar.bar}`}>
          <ButtonLink to="/result" variant="secondary" className={styles.back}>
            {_('exam.toResult')}
          </ButtonLink>
          <Button className={styles.next} onClick={next}>
            {_('exam.nextQuestion')}
          </Button>
        </div>
      </article>
      <QuestionStrip
        looks={looks}
        current={index}
        canJump={() => true}
        onJump={setIndex}
        label={_('exam.strip')}
        namedLooks
      />
    </section>
  );
}
