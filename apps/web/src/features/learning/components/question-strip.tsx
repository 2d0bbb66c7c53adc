import { useMemo } from 'react';
import { QuestionStrip as Strip, type StripLook } from '@/components/test/question-strip.tsx';
import type { TestRunner } from '../hooks/use-test-runner.ts';

/** The footer strip of a lesson or credit test: the looks of its numbers from the answers and the review. */
export function QuestionStrip({ run }: { run: TestRunner }) {
  const { questions, byQuestion, review } = run;
  const looks = useMemo(
    () =>
      questions.map((q): StripLook => {
        const given = byQuestion.get(q.id);
        if (review) return given && !review.wrong_question_ids.includes(q.id) ? 'right' : 'wrong';
        if (!given) return 'todo';
        if (given.correct === 1) return 'right';
        if (given.correct === 0) return 'wrong';
        return 'answered';
      }),
    [questions, byQuestion, review],
  );
  return <Strip looks={looks} current={run.index} canJump={run.canJump} onJump={run.jump} />;
}
