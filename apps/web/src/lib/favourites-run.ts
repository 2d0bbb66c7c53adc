import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { newAttemptId } from '@/lib/attempt-id.ts';
import { decodeQuestions, type TestQuestions } from '@/lib/decode-questions.ts';
import { i18n } from '@/lib/i18n.ts';
import './lib-words.ts';
import { currentUserId, keep } from '@/lib/offline-store.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { beginAcrossThemes } from '@/lib/storage.ts';

/** GET /api/favourites/run: up to 20 of the learner's favourites, drawn by the server, as a lesson. */
async function getFavouritesRun(): Promise<TestQuestions> {
  const { data, ...meta } = await apiRequest('/favourites/run', {
    schema: () => import('@pdr/contract/learning').then((m) => m.questionsResponseSchema),
  });
  return { meta, questions: await decodeQuestions(data) };
}

/**
 * Starts 'Пройти обрані' in the test screen (issue 51): the favourites page and the run's own result start it.
 * The run is kept on the device as the test in progress, so a reload with no network goes on with it; starting one
 * needs the network, since the server draws it.
 */
export function useStartFavouritesRun() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function start() {
    if (pending) return;
    setPending(true);
    try {
      const data = await getFavouritesRun();
      const first = data.questions[0];
      if (!first) {
        showPopup('error', i18n._('lib.favouritesRunNone'));
        return;
      }
      const user = currentUserId();
      if (user !== null) await keep(user, 'test', data).catch(() => undefined);
      beginAcrossThemes('favourites', newAttemptId(), first.id);
      queryClient.setQueryData(queryKeys.testQuestions, data);
      void navigate('/test');
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      showPopup(
        'error',
        offline
          ? i18n._('lib.favouritesRunOffline')
          : error instanceof ApiError
            ? error.message
            : i18n._('lib.favouritesRunFailed'),
      );
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}
