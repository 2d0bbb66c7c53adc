import { useSyncExternalStore } from 'react';
import type { Language } from '@pdr/contract/language';
import { deviceSetting } from './device-setting.ts';

/**
 * 'Читати кожне питання автоматично' (issue 53): kept on the device and, for a signed-in learner, on the account
 * (`read_aloud_auto` of PUT /api/user/settings), so a new device starts with it. The question card reads each new
 * question aloud while it is on.
 */
const setting = deviceSetting({ key: 'readAloudAuto', field: 'read_aloud_auto', choices: [false, true] });

export const readAloudAuto = setting.get;
export const setReadAloudAuto = setting.set;
export const adoptReadAloudAuto = setting.adopt;
export const useReadAloudAuto = setting.use;

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
