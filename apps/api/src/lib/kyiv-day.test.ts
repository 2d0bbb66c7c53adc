import { describe, expect, it } from 'vitest';
import { kyivDay, kyivMidnight } from './kyiv-day.ts';

describe('kyivDay', () => {
  it('turns over at midnight in Kyiv, not UTC', () => {
    expect(kyivDay(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(kyivDay(new Date('2026-07-01T21:01:00Z'))).toBe('2026-07-02');
    expect(kyivDay(new Date('2026-01-01T21:59:00Z'))).toBe('2026-01-01');
    expect(kyivDay(new Date('2026-01-01T22:01:00Z'))).toBe('2026-01-02');
  });
});

describe('kyivMidnight', () => {
  it('ends a winter day at 22:00 UTC', () => {
    expect(kyivMidnight(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });

  it('ends a summer day at 21:00 UTC', () => {
    expect(kyivMidnight(new Date('2026-07-15T10:00:00Z'), 1).toISOString()).toBe('2026-07-15T21:00:00.000Z');
  });

  it('takes the Kyiv date, not the UTC one, late in the evening', () => {
    // 23:30 UTC on 15 January is 01:30 on the 16th in Kyiv.
    expect(kyivMidnight(new Date('2026-01-15T23:30:00Z'), 0).toISOString()).toBe('2026-01-15T22:00:00.000Z');
    expect(kyivMidnight(new Date('2026-01-15T23:30:00Z'), 2).toISOString()).toBe('2026-01-17T22:00:00.000Z');
  });
});
