import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EXAM_DURATION_S } from '@pdr/contract/constants';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { clearTestSession, localStore, sessionStore, type TestGeneral } from '@/lib/storage.ts';
import { openPremiumModal } from '@/lib/modals.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { getTestQuestions, type QuestionSource } from '../api/get-test-questions.ts';
import { newAttemptId } from '@/lib/attempt-id.ts';

const FAILURE_BY_KIND: Record<QuestionSource['kind'], string> = {
  block: 'learning.start.block',
  retest: 'learning.start.retest',
  credit: 'learning.start.error',
  session: 'learning.start.error',
};

/** A refusal that asks for Premium names it, in Ukrainian ('Преміум') or English. */
const PREMIUM_WORD = /Premium|\u041f\u0440\u0435\u043c\u0456\u0443\u043c/;

/**
 * The test in progress in this tab, when `data` is that same test asked for again (same type, theme and block, its
 * answers all to these questions) and its result is not in yet: it goes on, as after a reload (decision 141).
 */
export function unfinishedTest(data: TestQuestions, themeId: number): TestGeneral | null {
  const general = sessionStore.get('general');
  if (!general || sessionStore.get('exam')) return null;
  if (general.type !== data.meta.type || general.theme !== themeId || general.block !== data.meta.idx)
    return null;
  const result = sessionStore.get('result');
  if (result && result.attempt_id === general.attemptId) return null;
  const ids = new Set(data.questions.map((q) => q.id));
  return (sessionStore.get('answers') ?? []).every((a) => ids.has(a.question_id)) ? general : null;
}

/**
 * Starts a lesson, retest or credit test: one request brings all its questions and the learner goes to /test. The
 * same test left unfinished (Back, a link) goes on at its question with its answers and clock; any other starts
 * afresh.
 */
export function useStartTest() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function start(source: Exclude<QuestionSource, { kind: 'session' }>) {
    if (pending) return;
    setPending(true);
    try {
      const data = await getTestQuestions(source);
      if (data.questions.length === 0) {
        showPopup('error', _(FAILURE_BY_KIND[source.kind]));
        return;
      }
      if (!unfinishedTest(data, source.themeId)) {
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
      }
      localStore.set('currentThemeId', source.themeId);
      queryClient.setQueryData(queryKeys.testQuestions, data);
      void navigate('/test');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && PREMIUM_WORD.test(error.message))
        openPremiumModal(error.message);
      else
        showPopup(
          'error',
          error instanceof ApiError && error.status !== 404 ? error.message : _(FAILURE_BY_KIND[source.kind]),
        );
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}
