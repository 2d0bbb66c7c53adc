import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@pdr/contract/language';
import type { UserSettings } from '@pdr/contract/settings';
import { apiRequest } from '@/lib/api-client.ts';
import { loadLanguage, switchLanguage } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { getToken } from '@/lib/session.ts';

/** PUT /api/user/settings with the language alone: a new device of this account opens in it. */
function keepOnAccount(language: Language): Promise<UserSettings> {
  return apiRequest('user/settings', { method: 'PUT', body: { language } });
}

/**
 * The interface's language and the learner's choice of it (decision 170): the screens change at once, the
 * device keeps it, a signed-in learner's account too. When English cannot be loaded (no connection), the learner
 * is told and the screens stay as they were.
 */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

  async function choose(next: Language): Promise<void> {
    try {
      await loadLanguage(next);
    } catch {
      showPopup('error', i18n._('language.failed'));
      return;
    }
    // The account first: the screens ask the server again once they change, and it answers in the account's.
    if (getToken()) await keepOnAccount(next).catch(() => undefined);
    await switchLanguage(next);
  }

  return { language, choose };
}
