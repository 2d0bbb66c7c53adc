import './i18n.ts';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultOutcome } from '@pdr/contract/learning';
import { useUser } from '@/hooks/use-user.ts';
import { endSession, holdSession } from '@/lib/device-session.ts';
import { claimDevice } from '@/lib/offline-store.ts';
import { applyOutcome, dropPaidThemes, refreshOpenedBlocks, resaveInLanguage } from '@/lib/offline-themes.ts';
import { onOutboxSent, startOutbox } from '@/lib/outbox.ts';
import { i18n, onLanguageChange } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { SIGNED_OUT_EVENT, useToken } from '@/lib/session.ts';

/**
 * Ties the device's offline data to the signed-in learner (lib/offline-store.ts, decision 164): another learner
 * signing in clears the last one's, and so does the end of the session that wrote it (signing out, a 401, or a start
 * with no token after a tab was closed), unsent results staying sealed for their learner; the outbox starts
 * sending; a result sent later refreshes the map and says so; and a learner without Premium keeps no paid theme on
 * the device; the saved themes follow the interface's language. Renders nothing.
 */
export function OfflineSync() {
  const user = useUser();
  const token = useToken();
  const queryClient = useQueryClient();
  const id = user?.id ?? null;
  const premium = user?.premium_check === true;
  const hadToken = useRef(false);

  useEffect(() => {
    const ended = token === null;
    const lost = ended && hadToken.current;
    hadToken.current = !ended;
    if (!ended && id !== null) holdSession();
    void (ended ? endSession({ hadToken: lost }) : claimDevice(id)).then(() => startOutbox());
  }, [token, id]);

  useEffect(() => {
    const forget = () => void endSession({ always: true });
    window.addEventListener(SIGNED_OUT_EVENT, forget);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, forget);
  }, []);

  useEffect(() => {
    if (id !== null && !premium && navigator.onLine) void dropPaidThemes().catch(() => undefined);
  }, [id, premium]);

  // The themes saved offline follow the interface's language.
  useEffect(() => onLanguageChange((language) => void resaveInLanguage(language).catch(() => undefined)), []);

  useEffect(
    () =>
      onOutboxSent((entry, response) => {
        if (entry.kind !== 'result') return;
        const outcome = (response as { result?: ResultOutcome }).result;
        void (async () => {
          if (outcome) await applyOutcome(outcome).catch(() => undefined);
          // Once the outbox is empty, the blocks these results opened come to the device.
          if (outcome?.theme_id) await refreshOpenedBlocks(outcome.theme_id).catch(() => undefined);
          for (const key of [queryKeys.themes, ['blocks'], queryKeys.progressTotal, queryKeys.studentResults])
            void queryClient.invalidateQueries({ queryKey: key });
        })();
        // Said for a result that waited (one sent at once is shown by its own screen).
        if (Date.now() - entry.createdAt > 3000) showPopup('success', i18n._('offline.sent'));
      }),
    [queryClient],
  );
  return null;
}
