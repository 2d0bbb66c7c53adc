import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '@pdr/contract/language';
import type { Question } from '@pdr/contract/learning';
import { useReadAloudAuto, useVoice } from '@/lib/reading.ts';
import { Button } from '@/components/ui/button.tsx';
import styles from './read-aloud.module.css';
import './i18n.ts';

/**
 * 'Прочитати вголос' (issue 53): the question, its picture's description and its answers with their numbers, read
 * by the browser's own speech synthesis (no server; offline where the device has the voice) in the question's
 * language. Shown only where the device has a voice of that language; stopped by the same button, by the R key,
 * by an answer and by the next question; with 'Читати кожне питання автоматично' on, each new question is read.
 */

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
  const auto = useReadAloudAuto();
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

  const start = (chosen: SpeechSynthesisVoice) => {
    speechSynthesis.cancel();
    const texts = parts();
    texts.forEach((text, i) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = chosen;
      utterance.lang = chosen.lang;
      if (i === 0) utterance.onstart = () => setSpeaking(true);
      if (i === texts.length - 1) utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      speechSynthesis.speak(utterance);
    });
  };

  const toggle = () => {
    if (speaking || !voice) {
      speechSynthesis.cancel();
      setSpeaking(false);
    } else {
      start(voice);
      // At once, not when the voice starts: the button says 'Зупинити' from the press.
      setSpeaking(true);
    }
  };

  // 'Читати кожне питання автоматично': each new question as it comes (after the stop above, in this order).
  const startAuto = useEffectEvent(() => {
    if (auto && voice && answered === null) start(voice);
  });
  useEffect(() => startAuto(), [question.id, auto, voice]);

  const onShortcut = useEffectEvent(toggle);
  useEffect(() => {
    if (!voice) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [voice]);

  if (!voice) return null;
  return (
    <Button variant="secondary" size="sm" className={styles.button} aria-keyshortcuts="R" onClick={toggle}>
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
    </Button>
  );
}
