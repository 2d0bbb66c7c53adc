import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { newAttemptId } from '@/lib/attempt-id.ts';
import { openPremiumModal } from '@/lib/modals.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { beginAcrossThemes } from '@/lib/storage.ts';
import { getDueQuestions } from '../api/get-due-questions.ts';

/**
 * Starts 'Повторення на сьогодні' in the test screen: one request brings the due questions, the test session keys
 * are set afresh as for a lesson (type 'review', no theme or block) and the learner goes to /test.
 */
export function useStartReview() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function start() {
    if (pending) return;
    setPending(true);
    try {
      const data = await getDueQuestions();
      const first = data.questions[0];
      if (!first) {
        showPopup('error', _('repetition.start.none'));
        return;
      }
      beginAcrossThemes('review', newAttemptId(), first.id);
      queryClient.setQueryData(queryKeys.testQuestions, data);
      void navigate('/test');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) openPremiumModal();
      else showPopup('error', error instanceof ApiError ? error.message : _('repetition.error'));
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}
