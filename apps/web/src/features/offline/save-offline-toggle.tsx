import './i18n.ts';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { onUserChange } from '@/lib/offline-store.ts';
import { offlineTheme, saveThemeOffline, unsaveTheme } from '@/lib/offline-themes.ts';
import { savedThemeTitles } from './saved-titles.ts';
import { showPopup } from '@/lib/popup.ts';
import { useOnline } from '@/hooks/use-online.ts';
import styles from './save-offline-toggle.module.css';

/** The current theme is kept fresh this often when the map shows it online. */
const REFRESH_AFTER_MS = 10 * 60_000;

interface Props {
  themeId: number;
}

type Saved = { chosen: boolean } | null;

/**
 * Under the block map (decision 137): 'Зберегти для офлайн' for the theme on screen, which is kept on the device
 * anyway while it is the current one; with no network, whether this theme is on the device and which ones are.
 */
export function SaveOfflineToggle({ themeId }: Props) {
  const { _ } = useLingui();
  const online = useOnline();
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const [titles, setTitles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const theme = await offlineTheme(themeId).catch(() => undefined);
    setSaved(theme ? { chosen: theme.chosen } : null);
    setTitles(await savedThemeTitles());
    return theme;
  }, [themeId]);

  // The theme on screen is the current one: kept on the device without asking, and refreshed now and then.
  useEffect(() => {
    let live = true;
    const keepCurrent = async () => {
      const theme = await reload();
      if (!live || !navigator.onLine) return;
      if (theme && Date.now() - theme.savedAt < REFRESH_AFTER_MS) return;
      await saveThemeOffline(themeId, false).catch(() => undefined);
      if (live) await reload();
    };
    void keepCurrent();
    const off = onUserChange(() => void keepCurrent());
    return () => {
      live = false;
      off();
    };
  }, [reload, themeId]);

  const save = async (keep: boolean) => {
    setBusy(true);
    try {
      if (keep) {
        await saveThemeOffline(themeId, true);
        showPopup('success', _('offline.themeSaved'));
      } else await unsaveTheme(themeId);
    } catch (error) {
      showPopup('error', error instanceof Error ? error.message : _('offline.saveFailed'));
    } finally {
      setBusy(false);
      await reload();
    }
  };

  if (saved === undefined) return null;
  return (
    <div className={styles.saveArea}>
      {online ? (
        <div className={styles.saveRow}>
          {saved?.chosen ? (
            <>
              <span className={styles.saved}>{_('offline.saved')}</span>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void save(false)}>
                {_('offline.unsave')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void save(true)}>
              {_('offline.save')}
            </Button>
          )}
        </div>
      ) : (
        <p className={styles.offlineNote} role="status">
          {_(saved ? 'offline.noNetworkSaved' : 'offline.noNetworkNotSaved')}
          {titles.length > 0 ? ` ${_('offline.availableOffline', { titles: titles.join(', ') })}` : ''}
        </p>
      )}
    </div>
  );
}
