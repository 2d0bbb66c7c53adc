import { useSyncExternalStore } from 'react';
import type { Language } from '@pdr/contract/language';
import type { UserSettings } from '@pdr/contract/settings';
import { apiRequest } from './api-client.ts';
import { getToken } from './session.ts';
import { localStore } from './storage.ts';

/**
 * 'Читати кожне питання автоматично' (issue 53): kept on the device and, for a signed-in learner, on the account
 * (`read_aloud_auto` of PUT /api/user/settings), so a new device starts with it. The question card reads each new
 * question aloud while it is on.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readAloudAuto(): boolean {
  return localStore.get('readAloudAuto') === true;
}

/** Keeps the choice on the device at once; a signed-in learner's goes to the account too (a failure keeps it here). */
export async function setReadAloudAuto(value: boolean): Promise<void> {
  localStore.set('readAloudAuto', value);
  for (const listener of listeners) listener();
  if (getToken()) {
    await apiRequest<UserSettings>('user/settings', {
      method: 'PUT',
      body: { read_aloud_auto: value },
    }).catch(() => undefined);
  }
}

/** The account's choice, after signing in on this device. */
export function adoptReadAloudAuto(value: boolean): void {
  if (value === readAloudAuto()) return;
  localStore.set('readAloudAuto', value);
  for (const listener of listeners) listener();
}

export function useReadAloudAuto(): boolean {
  return useSyncExternalStore(subscribe, readAloudAuto, () => false);
}

/**
 * The voices of the device: the browser fills the list after the page loads and says so by `voiceschanged`. Read
 * once per change, since getVoices() gives a new array on every call (a snapshot must stay the same object).
 */
const noVoices: SpeechSynthesisVoice[] = [];
const read = new WeakMap<SpeechSynthesis, SpeechSynthesisVoice[]>();
function subscribeVoices(onChange: () => void): () => void {
  if (typeof speechSynthesis === 'undefined') return () => undefined;
  const synthesis = speechSynthesis;
  const changed = () => {
    read.delete(synthesis);
    onChange();
  };
  synthesis.addEventListener('voiceschanged', changed);
  return () => synthesis.removeEventListener('voiceschanged', changed);
}
function voicesNow(): SpeechSynthesisVoice[] {
  if (typeof speechSynthesis === 'undefined') return noVoices;
  let voices = read.get(speechSynthesis);
  if (!voices) {
    voices = speechSynthesis.getVoices();
    read.set(speechSynthesis, voices);
  }
  return voices;
}

/** The device's voice for a language ('uk-UA', 'uk_UA' and 'uk' all count), the local one first. */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
): SpeechSynthesisVoice | null {
  const own = voices.filter((v) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === language);
  return own.find((v) => v.localService) ?? own[0] ?? null;
}

/** Whether the device can read aloud in `language`: the settings screen says how to add a voice when not. */
export function useVoice(language: Language): SpeechSynthesisVoice | null {
  const list = useSyncExternalStore(subscribeVoices, voicesNow, () => noVoices);
  return voiceFor(list, language);
}
