import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EXAM_DURATION_S } from '@pdr/contract/constants';
import type { ResultOutcome } from '@pdr/contract/learning';
import { sessionStore, type PendingResult, type RecordedAnswer, type TestGeneral } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { useResultSender } from './use-result-sender.ts';

export interface WrongFeedback {
  questionId: number;
  chosenId: number;
}

/** The next question without an answer after `from`, wrapping around; -1 when all are answered. */
export function nextUnanswered(count: number, from: number, answered: (i: number) => boolean): number {
  for (let step = 1; step <= count; step++) {
    const i = (from + step) % count;
    if (!answered(i)) return i;
  }
  return -1;
}

/** Whole seconds left until a deadline (epoch ms), never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The result of a test across themes, the due review (decision 071) or the favourites run: no theme or block.
 */
function acrossThemesResult(general: TestGeneral, dataQuestion: string): PendingResult {
  return {
    path: general.type === 'favourites' ? '/favourites/result' : '/repetition/result',
    body: {
      attempt_id: general.attemptId,
      type: general.type,
      time: Math.max(0, Math.round((Date.now() - general.startedAt) / 1000)),
      data_question: dataQuestion,
    },
  };
}

function initialIndex(data: TestQuestions): number {
  const current = sessionStore.get('current');
  const i = current ? data.questions.findIndex((q) => q.id === current.id) : -1;
  return i >= 0 ? i : 0;
}

/** The current question when its recorded answer is wrong (a lesson waiting for 'Далі' after a reload). */
function wrongOnScreen(data: TestQuestions, answers: RecordedAnswer[]): WrongFeedback | null {
  const q = data.questions[initialIndex(data)];
  const given = q ? answers.find((a) => a.question_id === q.id) : undefined;
  return q && given && given.correct === 0 ? { questionId: q.id, chosenId: given.answer_id } : null;
}

/**
 * The state of a test in progress, mirrored into the session-storage keys of spec section 3 on every change, so
 * a reload resumes at the same question with the same answers and time left.
 */
export function useTestRunner(
  data: TestQuestions,
  general: TestGeneral,
  onFinished: (o: ResultOutcome) => void,
) {
  const { questions } = data;
  // The due session of spaced review (features/repetition) and the favourites run are lessons too.
  const reveal = general.type !== 'all_theme' && general.type !== 'exam';
  const timed = general.type === 'all_theme';
  const [answers, setAnswers] = useState<RecordedAnswer[]>(() => sessionStore.get('answers') ?? []);
  const [index, setIndex] = useState(() => initialIndex(data));
  const [selected, setSelected] = useState<number | null>(null);
  // A reload while a wrong answer is on screen shows it again, still waiting for 'Далі'.
  const [feedback, setFeedback] = useState<WrongFeedback | null>(() =>
    reveal ? wrongOnScreen(data, answers) : null,
  );
  // The clock runs against a deadline, not by counting ticks: answering quickly must not hold it back, and a
  // reload or a closed tab does not pause it (spec section 4, 'no pauses').
  const deadline = timed ? general.startedAt + EXAM_DURATION_S * 1000 : null;
  const [timeLeft, setTimeLeft] = useState<number | null>(() =>
    deadline === null ? null : secondsUntil(deadline, Date.now()),
  );
  const review = useMemo(() => {
    const result = sessionStore.get('result');
    return result && result.attempt_id === general.attemptId ? result : null;
  }, [general.attemptId]);
  const { send, sending } = useResultSender(onFinished);
  const finishing = useRef(false);

  const byQuestion = useMemo(() => new Map(answers.map((a) => [a.question_id, a])), [answers]);
  const allAnswered = answers.length >= questions.length;

  const goTo = useCallback(
    (i: number) => {
      const q = questions[i];
      if (!q) return;
      setIndex(i);
      setSelected(null);
      // A hint belongs to its question: an open one must not carry over to the next (spec keys hint, hintVideo).
      sessionStore.set('hint', false);
      sessionStore.set('hintVideo', false);
      sessionStore.set('current', { number: i + 1, id: q.id });
    },
    [questions],
  );

  const finish = useCallback(
    (list: RecordedAnswer[], secondsLeft: number | null) => {
      if (finishing.current) return;
      finishing.current = true;
      const dataQuestion = JSON.stringify(list);
      if (general.type === 'review' || general.type === 'favourites') {
        void send(acrossThemesResult(general, dataQuestion));
        return;
      }
      const pending: PendingResult = timed
        ? {
            path: '/test-successful',
            body: {
              attempt_id: general.attemptId,
              type: 'all_theme',
              theme_id: general.theme,
              time: EXAM_DURATION_S - (secondsLeft ?? 0),
              data_question: dataQuestion,
            },
          }
        : {
            path: '/result/successful',
            body: {
              attempt_id: general.attemptId,
              type: general.type,
              theme_id: general.theme,
              idx: general.block ?? 0,
              time: Math.max(0, Math.round((Date.now() - general.startedAt) / 1000)),
              data_question: dataQuestion,
              result: list.filter((a) => a.correct === 1).length,
              count_question: questions.length,
            },
          };
      void send(pending);
    },
    [general, questions.length, send, timed],
  );

  // A result that was still being sent when the page reloaded goes out again.
  useEffect(() => {
    const pending = sessionStore.get('pendingResult');
    if (pending && pending.body.attempt_id === general.attemptId && !review) {
      finishing.current = true;
      void send(pending);
    }
  }, [general.attemptId, review, send]);

  // The latest answers and finish, for the clock's interval, which must not restart on every answer.
  const latest = useRef({ answers, finish });
  useEffect(() => {
    latest.current = { answers, finish };
  });
  useEffect(() => {
    if (deadline === null || review) return;
    const tick = () => {
      if (finishing.current) return;
      const left = secondsUntil(deadline, Date.now());
      setTimeLeft(left);
      sessionStore.set('timer', left);
      if (left <= 0) latest.current.finish(latest.current.answers, 0);
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadline, review]);

  const advance = useCallback(
    (list: RecordedAnswer[], from: number) => {
      if (list.length >= questions.length) {
        finish(list, deadline === null ? null : secondsUntil(deadline, Date.now()));
        return;
      }
      const answered = new Set(list.map((a) => a.question_id));
      const next = nextUnanswered(questions.length, from, (i) => answered.has(questions[i]!.id));
      if (next >= 0) goTo(next);
    },
    [deadline, finish, goTo, questions],
  );

  /**
   * 'Далі': records the chosen answer. A wrong one in a lesson stays on screen with the right answer and the
   * comment until the learner presses 'Далі' again (decision 090): nothing moves on underneath them.
   */
  const submit = useCallback(() => {
    const q = questions[index];
    if (feedback) {
      setFeedback(null);
      advance(answers, index);
      return;
    }
    if (!q || selected === null || byQuestion.has(q.id) || review) return;
    const chosen = q.answers.find((a) => a.id === selected);
    if (!chosen) return;
    const correct: RecordedAnswer['correct'] = reveal ? (chosen.correct_answer === 1 ? 1 : 0) : null;
    const list: RecordedAnswer[] = [...answers, { answer_id: chosen.id, question_id: q.id, correct }];
    setAnswers(list);
    sessionStore.set('answers', list);
    if (correct !== null) {
      const key = correct ? 'greenQ' : 'redQ';
      sessionStore.set(key, [...(sessionStore.get(key) ?? []), q.id]);
    }
    if (correct === 0) setFeedback({ questionId: q.id, chosenId: chosen.id });
    else advance(list, index);
  }, [advance, answers, byQuestion, feedback, index, questions, reveal, review, selected]);

  /** Footer numbers: an unanswered question, or any question once the test is over. */
  const canJump = useCallback(
    (i: number) => {
      const q = questions[i];
      if (!q || feedback) return false;
      return Boolean(review) || !byQuestion.has(q.id);
    },
    [byQuestion, feedback, questions, review],
  );
  const jump = useCallback(
    (i: number) => {
      if (canJump(i)) goTo(i);
    },
    [canJump, goTo],
  );

  return {
    questions,
    index,
    question: questions[index]!,
    selected,
    select: setSelected,
    submit,
    feedback,
    answers,
    byQuestion,
    allAnswered,
    reveal,
    timed,
    timeLeft,
    review,
    sending,
    canJump,
    jump,
  };
}

export type TestRunner = ReturnType<typeof useTestRunner>;
