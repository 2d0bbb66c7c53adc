import '../i18n.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { newAttemptId } from '@/lib/attempt-id.ts';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { openPremiumModal } from '@/lib/modals.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';
import { getExamRules } from '../api/get-exam-rules.ts';
import { markRulesRead } from '../api/mark-rules-read.ts';
import { startExam } from '../api/start-exam.ts';

function failed(error: unknown) {
  // A free learner's second exam of the day: the server's 403 is an offer of Premium that says why and when the
  // next free exam comes, not an error.
  if (error instanceof ApiError && error.status === 403) openPremiumModal(error.message);
  else
    showPopup(
      'error',
      error instanceof ApiError && error.status !== 0 ? error.message : i18n._('exam.error'),
    );
}

/**
 * Starts the exam: the rules modal first for a learner who has not read them (spec section 4, 'Rules modal'),
 * then the server draws the exam (or returns the open one) and the learner goes to /test.
 */
export function useStartExam() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  async function launch() {
    const exam = await startExam();
    const attemptId = newAttemptId();
    clearTestSession();
    sessionStore.remove('examResult');
    // The side menu's clock and its 'Завершити тест' read the test type here; an exam has no theme or block.
    sessionStore.set('general', {
      type: 'exam',
      theme: 0,
      block: null,
      attemptId,
      startedAt: Date.parse(exam.started_at),
    });
    sessionStore.set('exam', { examId: exam.exam_id, attemptId, review: false });
    sessionStore.set('timer', exam.seconds_left);
    queryClient.setQueryData(queryKeys.exam(exam.exam_id), exam);
    void navigate('/test');
  }

  async function run(step: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await step();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  /** 'Почати' with the exam chosen, or 'Скласти ще раз'. */
  const start = () =>
    run(async () => {
      const rules = await queryClient.fetchQuery({
        queryKey: queryKeys.examRules,
        queryFn: getExamRules,
        staleTime: Infinity,
      });
      if (rules.read) await launch();
      else setRulesOpen(true);
    });

  /** The rules modal's button: the flag is stored with the user, then the exam starts. */
  const acceptRules = () =>
    run(async () => {
      queryClient.setQueryData(queryKeys.examRules, await markRulesRead());
      setRulesOpen(false);
      await launch();
    });

  return { start, acceptRules, busy, rulesOpen, closeRules: () => setRulesOpen(false) };
}
