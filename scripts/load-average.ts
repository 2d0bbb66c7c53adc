import os from 'node:os';

/** The machine's load averages over 1, 5 and 15 minutes, as the benches print them beside their figures. */
export function loadAverage(digits = 2): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');
}
