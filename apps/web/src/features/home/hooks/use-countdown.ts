import { useLayoutEffect, useState } from 'react';

export interface TimeParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds left, split into whole days, hours, minutes and seconds (never negative). */
export function splitRemaining(ms: number): TimeParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Milliseconds until `end`, updated every second; stops at zero. */
export function useCountdown(end: string | Date): number {
  const endMs = new Date(end).getTime();
  const [now, setNow] = useState(() => Date.now());

  // A layout effect that ticks at once: a new end (an offer extended) is counted from now, not from the moment the
  // last countdown stopped, before the browser paints.
  useLayoutEffect(() => {
    let id = 0;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= endMs) window.clearInterval(id);
    };
    tick();
    if (Date.now() < endMs) id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [endMs]);

  return Math.max(0, endMs - now);
}
