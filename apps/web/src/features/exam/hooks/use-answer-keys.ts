import { useEffect, useRef } from 'react';

interface AnswerKeys {
  /** How many answers the question on screen has: digits above it do nothing. */
  count: number;
  onDigit: (index: number) => void;
  onEnter: () => void;
}

/**
 * Digits 1-9 choose an answer and Enter goes on, wherever the focus is on the screen, so the whole exam can be
 * taken from the keyboard. Enter on a button or link keeps its own meaning, and nothing fires inside a dialog.
 */
export function useAnswerKeys({ count, onDigit, onEnter }: AnswerKeys) {
  const latest = useRef({ count, onDigit, onEnter });
  useEffect(() => {
    latest.current = { count, onDigit, onEnter };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], textarea, input:not([type="radio"]), select')) return;
      const { count: n, onDigit: digit, onEnter: enter } = latest.current;
      if (/^[1-9]$/.test(event.key)) {
        const index = Number(event.key) - 1;
        if (index >= n) return;
        event.preventDefault();
        digit(index);
      } else if (event.key === 'Enter') {
        if (target?.closest('button, a[href], summary')) return;
        event.preventDefault();
        enter();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
