import { useSyncExternalStore } from 'react';
import type { UserSettings, UserSettingsChange } from '@pdr/contract/settings';
import { apiRequest } from './api-client.ts';
import { getToken } from './session.ts';
import { localStore, type LocalKeys } from './storage.ts';

type Key = 'theme' | 'textSize' | 'readAloudAuto';
type Field = 'theme' | 'text_size' | 'read_aloud_auto';

/**
 * One of the learner's settings (issue 53, item 5): kept on the device at once, and for a signed-in learner on the
 * account too (PUT /api/user/settings), so that a new device starts with it; a failed write keeps it on the device.
 */
export function deviceSetting<K extends Key>(options: {
  key: K;
  /** The account's name for it. */
  field: Field;
  /** The values it takes, the first one before any choice (a stored value outside them counts as none). */
  choices: readonly LocalKeys[K][];
  applied?: () => void;
}) {
  const { key, field, choices, applied } = options;
  const fallback = choices[0]!;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = (): LocalKeys[K] => {
    const value = localStore.get(key);
    return value !== undefined && choices.includes(value) ? value : fallback;
  };
  const keep = (value: LocalKeys[K]) => {
    localStore.set(key, value);
    applied?.();
    for (const listener of listeners) listener();
  };
  return {
    get,
    /** The learner's choice on this device. */
    async set(value: LocalKeys[K]): Promise<void> {
      keep(value);
      if (!getToken()) return;
      const body = { [field]: value } as UserSettingsChange;
      await apiRequest<UserSettings>('user/settings', { method: 'PUT', body }).catch(() => undefined);
    },
    /** The account's choice, after signing in on this device. */
    adopt(value: LocalKeys[K]): void {
      if (value !== get()) keep(value);
    },
    use(): LocalKeys[K] {
      return useSyncExternalStore(subscribe, get, () => fallback);
    },
  };
}
