import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EXAM_DURATION_S } from '@pdr/contract/constants';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { clearTestSession, localStore, sessionStore } from '@/lib/storage.ts';
import { openPremiumModal } from '@/lib/modals.ts';
import { getTestQuestions, type QuestionSource } from '../api/get-test-questions.ts';
import { newAttemptId } from '@/lib/attempt-id.ts';

const FAILURE_BY_KIND: Record<QuestionSource['kind'], string> = {
  block: 'Не вдалося підгрузити блок',
  retest: 'Не вдалося підгрузити питання',
  credit: 'Помилка',
  session: 'Помилка',
};

/**
 * Starts a lesson, retest or credit test: one request brings all its questions, the test session keys are set
 * afresh, and the learner goes to /test.
 */
export function useStartTest() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function start(source: Exclude<QuestionSource, { kind: 'session' }>) {
    if (pending) return;
    setPending(true);
    try {
      const data = await getTestQuestions(source);
      if (data.questions.length === 0) {
        showPopup('error', FAILURE_BY_KIND[source.kind]);
        return;
      }
      clearTestSession();
      sessionStore.set('general', {
        type: data.meta.type,
        theme: source.themeId,
        block: data.meta.idx,
        attemptId: newAttemptId(),
        startedAt: Date.now(),
      });
      if (data.meta.idx !== null) sessionStore.set('currentBlockIdx', data.meta.idx);
      sessionStore.set('answers', []);
      sessionStore.set('current', { number: 1, id: data.questions[0]!.id });
      if (data.meta.type === 'all_theme') sessionStore.set('timer', EXAM_DURATION_S);
      localStore.set('currentThemeId', source.themeId);
      queryClient.setQueryData(queryKeys.testQuestions, data);
      void navigate('/test');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && /Преміум/.test(error.message))
        openPremiumModal();
      else
        showPopup(
          'error',
          error instanceof ApiError && error.status !== 404 ? error.message : FAILURE_BY_KIND[source.kind],
        );
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}
