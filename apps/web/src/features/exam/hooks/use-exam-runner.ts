import '../i18n.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ExamAnswerBody, ExamAnswerResponse, ExamGivenAnswer } from '@pdr/contract/exam';
import { newAttemptId } from '@/lib/attempt-id.ts';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { flushOutbox } from '@/lib/outbox.ts';
import { showPopup } from '@/lib/popup.ts';
import { sessionStore } from '@/lib/storage.ts';
import { sendAnswer } from '../api/send-answer.ts';
import type { ExamData } from '../utils/exam-data.ts';
import { examDeadline } from '../utils/exam-data.ts';
import { nextUnanswered, secondsLeft } from '../utils/exam-rules.ts';

/** A waiting answer is tried again this often, with the same client answer id (the server records it once). */
export const ANSWER_RETRY_MS = 2000;

/**
 * Said to a screen reader as the clock passes these marks (the clock itself is not live: it would never stop); the
 * texts are ids in the exam's catalog.
 */
const TIME_WARNINGS: [seconds: number, text: string][] = [
  [300, 'exam.fiveMinutesLeft'],
  [60, 'exam.oneMinuteLeft'],
];

/** Why the exam is over on this screen: the server said so, or the clock reached zero. */
export type ExamOver = (answers: ExamGivenAnswer[], left: number) => void;

function firstOpen(exam: ExamData): number {
  const done = new Set(exam.answers.map((a) => a.question_id));
  return Math.max(
    0,
    nextUnanswered(exam.questions.length, -1, (i) => done.has(exam.questions[i]!.id)),
  );
}

/**
 * The exam in progress. The server checks every answer as it is given, so the answers here are only those it
 * has confirmed; the clock runs against the server's deadline and does not stop for a reload or a closed tab.
 */
export function useExamRunner(exam: ExamData, onOver: ExamOver) {
  const { questions } = exam;
  const [answers, setAnswers] = useState<ExamGivenAnswer[]>(exam.answers);
  const [index, setIndex] = useState(() => firstOpen(exam));
  const [selected, setSelected] = useState<number | null>(null);
  const [pending, setPending] = useState<ExamAnswerBody | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const deadline = examDeadline(exam);
  const [timeLeft, setTimeLeft] = useState(() => secondsLeft(deadline, Date.now()));
  const byQuestion = useMemo(() => new Map(answers.map((a) => [a.question_id, a])), [answers]);
  const mistakes = answers.filter((a) => !a.correct).length;

  const over = useRef(false);
  const alive = useRef(true);
  const retry = useRef<number | undefined>(undefined);
  // The latest answers and onOver for the clock's interval and for answers that arrive late.
  const latest = useRef({ answers, onOver });
  useEffect(() => {
    latest.current = { answers, onOver };
  });
  const finish = useCallback((list: ExamGivenAnswer[], left: number) => {
    if (over.current) return;
    over.current = true;
    window.clearInterval(retry.current);
    latest.current.onOver(list, left);
  }, []);

  useEffect(() => {
    // A closed exam (its deadline passed while the learner was away) goes straight to its result.
    if (exam.closed) finish(exam.answers, 0);
  }, [exam, finish]);

  useEffect(() => {
    let before: number | null = null;
    const tick = () => {
      if (over.current) return;
      const left = secondsLeft(deadline, Date.now());
      const mark = TIME_WARNINGS.find(([at]) => before !== null && before > at && left <= at && left > 0);
      if (mark) setAnnouncement(i18n._(mark[1]));
      before = left;
      setTimeLeft(left);
      sessionStore.set('timer', left);
      if (left <= 0) finish(latest.current.answers, 0);
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadline, finish]);

  useEffect(() => {
    alive.current = true;
    return () => {
      // Leaving the screen ends nothing on the server (the clock runs on there), but stops the resends.
      alive.current = false;
      window.clearInterval(retry.current);
    };
  }, []);

  const deliver = useCallback(
    (body: ExamAnswerBody) => {
      const attempt = async (): Promise<void> => {
        try {
          // Through the outbox (lib/outbox.ts), keyed by the client answer id: with no network the answer waits
          // there and goes the moment the connection returns, within the server's deadline and grace.
          const submitted = await sendAnswer(body);
          let out: ExamAnswerResponse;
          if (submitted.sent) out = submitted.response;
          else {
            if (over.current || !alive.current) return;
            setRetrying(true);
            window.clearInterval(retry.current);
            retry.current = window.setInterval(() => void flushOutbox(), ANSWER_RETRY_MS);
            try {
              out = await submitted.later;
            } finally {
              window.clearInterval(retry.current);
            }
          }
          if (over.current || !alive.current) return;
          const entry: ExamGivenAnswer = {
            question_id: out.question_id,
            answer_id: out.answer_id,
            correct: out.correct,
            right_answer_id: out.right_answer_id,
          };
          const list = [...latest.current.answers.filter((a) => a.question_id !== entry.question_id), entry];
          const at = questions.findIndex((q) => q.id === entry.question_id);
          setAnswers(list);
          setPending(null);
          setRetrying(false);
          setAnnouncement(
            i18n._(out.correct ? 'exam.announceRight' : 'exam.announceWrong', {
              number: at + 1,
              mistakes: out.mistakes,
            }),
          );
          if (out.over) {
            finish(list, out.seconds_left);
            return;
          }
          const done = new Set(list.map((a) => a.question_id));
          const next = nextUnanswered(questions.length, at, (i) => done.has(questions[i]!.id));
          if (next >= 0) {
            setIndex(next);
            setSelected(null);
          }
        } catch (error) {
          if (over.current || !alive.current) return;
          setPending(null);
          setRetrying(false);
          if (!(error instanceof ApiError)) {
            showPopup('error', error instanceof Error ? error.message : i18n._('exam.sendFailed'));
            return;
          }
          // The exam was closed on the server (its deadline, another device): its result is what counts.
          if (error.status === 409 && error.errors.exam_id) finish(latest.current.answers, 0);
          else showPopup('error', error.message);
        }
      };
      return attempt();
    },
    [finish, questions],
  );

  /** 'Далі' or Enter: sends the chosen answer; the next question comes once the server has checked it. */
  const submit = useCallback(() => {
    const q = questions[index];
    if (!q || selected === null || pending || over.current || byQuestion.has(q.id)) return;
    const body = {
      exam_id: exam.exam_id,
      question_id: q.id,
      answer_id: selected,
      client_answer_id: newAttemptId(),
    };
    setPending(body);
    void deliver(body);
  }, [byQuestion, deliver, exam.exam_id, index, pending, questions, selected]);

  /** Footer numbers during the exam: only questions without an answer (spec section 5). */
  const canJump = (i: number) => {
    const q = questions[i];
    return Boolean(q) && !pending && !byQuestion.has(q!.id);
  };
  const jump = (i: number) => {
    if (!canJump(i)) return;
    setIndex(i);
    setSelected(null);
  };

  const question = questions[index]!;
  return {
    questions,
    index,
    question,
    selected,
    select: (answerId: number) => {
      if (!pending && !byQuestion.has(question.id)) setSelected(answerId);
    },
    submit,
    answers,
    byQuestion,
    mistakes,
    pending: pending !== null,
    retrying,
    announcement,
    timeLeft,
    canJump,
    jump,
  };
}

export type ExamRunner = ReturnType<typeof useExamRunner>;
