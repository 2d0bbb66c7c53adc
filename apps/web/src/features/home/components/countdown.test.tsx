import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitRemaining } from '../hooks/use-countdown.ts';
import { Countdown } from './countdown.tsx';

const NOW = new Date('2026-03-01T10:00:00Z');

function unitTexts() {
  return Array.from(screen.getByRole('timer', { name: 'До кінця пропозиції' }).children).map((unit) =>
    unit.textContent?.replace(/(\d+)/, '$1 '),
  );
}

describe('Countdown to the end of the free Premium offer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows days, hours, minutes and seconds with Ukrainian plural forms', () => {
    // 2 days, 1 hour, 5 minutes and 21 seconds ahead.
    render(<Countdown end="2026-03-03T11:05:21Z" />);
    expect(unitTexts()).toEqual(['02 дні', '01 година', '05 хвилин', '21 секунда']);
  });

  it('ticks every second and rolls the minutes over', () => {
    render(<Countdown end="2026-03-01T10:01:01Z" />);
    expect(unitTexts()).toEqual(['00 днів', '00 годин', '01 хвилина', '01 секунда']);

    act(() => vi.advanceTimersByTime(1000));
    expect(unitTexts()).toEqual(['00 днів', '00 годин', '01 хвилина', '00 секунд']);

    act(() => vi.advanceTimersByTime(1000));
    expect(unitTexts()).toEqual(['00 днів', '00 годин', '00 хвилин', '59 секунд']);
  });

  it('counts a new end from now, not from when it stopped', () => {
    const { rerender } = render(<Countdown end="2026-03-01T09:00:00Z" />);
    // Over, so the clock stands still; 5 s later the offer is extended to a minute from then.
    vi.setSystemTime(new Date(NOW.getTime() + 5000));
    rerender(<Countdown end="2026-03-01T10:01:05Z" />);
    expect(unitTexts()).toEqual(['00 днів', '00 годин', '01 хвилина', '00 секунд']);
  });

  it('stops at zero when the offer is over', () => {
    render(<Countdown end="2026-03-01T10:00:02Z" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(unitTexts()).toEqual(['00 днів', '00 годин', '00 хвилин', '00 секунд']);
  });
});

describe('splitRemaining', () => {
  it('never goes below zero', () => {
    expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
