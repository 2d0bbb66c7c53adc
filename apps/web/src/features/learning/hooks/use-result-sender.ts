import { useCallback, useEffect, useRef, useState } from 'react';
import '../i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultOutcome } from '@pdr/contract/learning';
import { ApiError } from '@/lib/api-client.ts';
import { applyOutcome, localOutcome, refreshOpenedBlocks } from '@/lib/offline-themes.ts';
import { isDeviceFullError } from '@/lib/offline-store.ts';
import { unstoredResultMessage } from '@/lib/outbox.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { clearTestSession, sessionStore, type PendingResult, type RecordedAnswer } from '@/lib/storage.ts';
import { i18n } from '@/lib/i18n.ts';
import { sendResult } from '../api/send-result.ts';

/** The catalog's ids of what the learner is told (read when told, in the language of the moment). */
export const SAVED_OFFLINE_MESSAGE = 'learning.send.savedOffline';
export const CREDIT_WAITS_MESSAGE = 'learning.send.creditWaits';
export const REVIEW_WAITS_MESSAGE = 'learning.send.reviewWaits';
export const FAVOURITES_WAITS_MESSAGE = 'learning.send.favouritesWaits';

/** What a result that waits in the outbox says, and where the learner goes then (a credit test's, unless named). */
const WAITING: Partial<Record<PendingResult['path'], [message: string, back: string]>> = {
  '/repetition/result': [REVIEW_WAITS_MESSAGE, '#/repetition'],
  '/favourites/result': [FAVOURITES_WAITS_MESSAGE, '#/favourites'],
};
/** The spec's word for a result the server refuses or fails on. */
export const SEND_FAILED_MESSAGE = 'learning.send.failed';

/**
 * What the learner is told when a result did not go: the spec's word for a server's refusal or failure; a reason
 * of the device's own (signed out, no room to keep it) as it is, since it says what to do.
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? error.message : i18n._(SEND_FAILED_MESSAGE);
  return isDeviceFullError(error) ? (error as Error).message : i18n._(SEND_FAILED_MESSAGE);
}

/** A lesson's or retest's outcome scored on the device from its recorded answers (they carry the right ones). */
function lessonOutcome(pending: PendingResult): ResultOutcome | null {
  const b = pending.body as {
    attempt_id: string;
    type: string;
    theme_id: number;
    idx: number;
    time: number;
    data_question: string;
  };
  if (pending.path !== '/result/successful' || (b.type !== 'theme' && b.type !== 'retest')) return null;
  const answers = JSON.parse(b.data_question) as RecordedAnswer[];
  return localOutcome({ ...b, type: b.type }, answers, answers.length);
}

/**
 * Sends a finished test's result through the outbox. With no network a lesson or retest goes on as online: it is
 * scored on the device (right answers are in its questions), the saved theme's block map moves on, and the result
 * waits in the outbox; a credit test, the due review or the favourites run says its result waits. A refusal (4xx) or a server failure
 * (5xx) is 'Помилка надсилання', never 'no connection': the outbox keeps a failed one for its next try.
 */
export function useResultSender(onDone: (outcome: ResultOutcome) => void) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const send = useCallback(
    async (pending: PendingResult) => {
      sessionStore.set('pendingResult', pending);
      setSending(true);
      try {
        const r = await sendResult(pending);
        sessionStore.remove('pendingResult');
        setSending(false);
        if (r.sent) {
          await applyOutcome(r.response).catch(() => undefined);
          // The block this result opens comes to the device while the learner reads the result.
          if (r.response.theme_id !== null)
            void refreshOpenedBlocks(r.response.theme_id).catch(() => undefined);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.themes }),
            queryClient.invalidateQueries({ queryKey: ['blocks'] }),
            queryClient.invalidateQueries({ queryKey: queryKeys.progressTotal }),
            queryClient.invalidateQueries({ queryKey: queryKeys.studentResults }),
          ]);
          done.current(r.response);
          return;
        }
        if (!r.offline) {
          showPopup('error', r.stored ? i18n._(SEND_FAILED_MESSAGE) : unstoredResultMessage());
          return;
        }
        const local = lessonOutcome(pending);
        if (local) {
          const blocks = await applyOutcome(local).catch(() => undefined);
          if (blocks && local.theme_id !== null)
            queryClient.setQueryData(queryKeys.blocks(local.theme_id), blocks);
          // The list counts the theme from the device's block map too, as its card does.
          void queryClient.invalidateQueries({ queryKey: queryKeys.themes });
          if (r.stored) showPopup('success', i18n._(SAVED_OFFLINE_MESSAGE));
          else showPopup('error', unstoredResultMessage());
          done.current(local);
          return;
        }
        clearTestSession();
        const [waits, back] = WAITING[pending.path] ?? [CREDIT_WAITS_MESSAGE, '#/learn'];
        if (r.stored) showPopup('success', i18n._(waits));
        else showPopup('error', unstoredResultMessage());
        // The hash router follows the address; the runner that called this needs no router of its own.
        window.location.assign(back);
      } catch (error) {
        sessionStore.remove('pendingResult');
        setSending(false);
        showPopup('error', failureMessage(error));
      }
    },
    [queryClient],
  );

  return { send, sending };
}
