import { useEffect, useState } from 'react';
import { SMS_CODE_VALIDITY_S } from '@pdr/contract/constants';

/** Seconds left of the SMS code's hour, from the start time kept in the tokenRecoverStart cookie; 0 when over. */
export function secondsLeft(startMs: number | undefined, nowMs: number): number {
  if (startMs === undefined) return 0;
  return Math.max(0, Math.ceil((startMs + SMS_CODE_VALIDITY_S * 1000 - nowMs) / 1000));
}

export function formatMinutesSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Counts down each second until the code expires. */
export function useRecoveryCountdown(startMs: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startMs, now);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left <= 0, startMs]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it starts or ends
  return left;
}
