import { useLingui } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '@pdr/contract/language';
import type { Question } from '@pdr/contract/learning';
import styles from './read-aloud.module.css';
import './i18n.ts';

/**
 * 'Прочитати вголос' (issue 53): the question, its picture's description and its answers with their numbers, read
 * by the browser's own speech synthesis (no server; offline where the device has the voice) in the question's
 * language. Shown only where the device has a voice of that language; stopped by the same button, by the R key,
 * by an answer and by the next question.
 */

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

/** A key that is the shortcut, not typing in a field or a chord of another shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.code !== 'KeyR' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input:not([type="radio"]), textarea, select, [contenteditable="true"]');
}

interface ReadAloudProps {
  question: Question;
  /** The language the question is in (an exam's own); its voice reads it. */
  language: Language;
  /** Changes when the learner answers: the reading stops. */
  answered: number | null;
}

export function ReadAloud({ question, language, answered }: ReadAloudProps) {
  const { _ } = useLingui();
  const voice = useVoice(language);
  const [speaking, setSpeaking] = useState(false);

  // An answer, the next question or leaving the screen ends the reading.
  useEffect(() => {
    return () => {
      if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
      setSpeaking(false);
    };
  }, [question.id, answered]);

  const parts = () => [
    question.question,
    ...(question.image_alt ? [_('test.readPicture', { text: question.image_alt })] : []),
    ...question.answers.map((a, i) => _('test.readAnswer', { number: i + 1, text: a.answer })),
  ];

  const toggle = () => {
    speechSynthesis.cancel();
    if (speaking || !voice) {
      setSpeaking(false);
      return;
    }
    const texts = parts();
    texts.forEach((text, i) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      if (i === texts.length - 1) utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      speechSynthesis.speak(utterance);
    });
    setSpeaking(true);
  };

  useEffect(() => {
    if (!voice) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      document.getElementById(`read-aloud-${question.id}`)?.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [voice, question.id]);

  if (!voice) return null;
  return (
    <button
      id={`read-aloud-${question.id}`}
      type="button"
      className={styles.button}
      aria-keyshortcuts="R"
      onClick={toggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {speaking ? (
          <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
        ) : (
          <path d="M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
        )}
      </svg>
      {speaking ? _('test.stopReading') : _('test.readAloud')}
      <kbd className={styles.key} aria-hidden="true">
        R
      </kbd>
    </button>
  );
}
