import { useLayoutEffect, useState } from 'react';
import { SMS_CODE_VALIDITY_S } from '@pdr/contract/constants';

/** Whole seconds from `nowMs` until `endMs`; 0 once it has come (or when there is no end). */
export function secondsUntil(endMs: number | undefined, nowMs: number): number {
  if (endMs === undefined) return 0;
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/** Seconds left of the SMS code's hour, from the start time kept in the tokenRecoverStart cookie; 0 when over. */
export function secondsLeft(startMs: number | undefined, nowMs: number): number {
  return secondsUntil(startMs === undefined ? undefined : startMs + SMS_CODE_VALIDITY_S * 1000, nowMs);
}

export function formatMinutesSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The clock, moved on every second until the latest of `ends` (epoch ms) has passed: the screen's countdowns read it. */
export function useClockUntil(...ends: (number | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const last = Math.max(0, ...ends.map((end) => end ?? 0));
  const running = last > now;
  // A layout effect, so the clock is read again before the browser paints: it may have stood still since the last
  // countdown ended (or since the screen opened), and a new end read against it showed a second too many.
  useLayoutEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [running, last]);
  return now;
}
