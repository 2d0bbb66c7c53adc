import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RESULT_RESEND_INTERVAL_MS } from '@pdr/contract/constants';
import type { ResultOutcome } from '@pdr/contract/learning';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { sessionStore, type PendingResult } from '@/lib/storage.ts';
import { sendResult } from '../api/send-result.ts';

/**
 * Sends a finished test's result and, while the network fails, resends it every 5 s with the same attempt id
 * (the server counts it once). A refusal (4xx) is not retried.
 */
export function useResultSender(onDone: (outcome: ResultOutcome) => void) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = useCallback(
    (pending: PendingResult) => {
      sessionStore.set('pendingResult', pending);
      setSending(true);
      // Spec section 8: a result that needed resending says so when it finally goes through.
      let failures = 0;
      const attempt = async (): Promise<void> => {
        try {
          const outcome = await sendResult(pending);
          sessionStore.remove('pendingResult');
          setSending(false);
          if (failures > 0) showPopup('success', 'Успішно надіслано');
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.themes }),
            queryClient.invalidateQueries({ queryKey: ['blocks'] }),
            queryClient.invalidateQueries({ queryKey: queryKeys.progressTotal }),
            queryClient.invalidateQueries({ queryKey: queryKeys.studentResults }),
          ]);
          done.current(outcome);
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            sessionStore.remove('pendingResult');
            setSending(false);
            showPopup('error', error.message);
            return;
          }
          failures += 1;
          showPopup('error', 'Помилка надсилання');
          timer.current = window.setTimeout(() => void attempt(), RESULT_RESEND_INTERVAL_MS);
        }
      };
      return attempt();
    },
    [queryClient],
  );

  return { send, sending };
}
