import { describe, expect, it } from 'vitest';
import { strengthPercent, themeStrength } from './strength.ts';

describe('themeStrength', () => {
  it('does not rate a theme with nothing answered', () => {
    expect(themeStrength(0, 0)).toBeNull();
  });

  it('calls a theme weak below 60% right', () => {
    expect(themeStrength(0, 1)).toBe('low');
    expect(themeStrength(59, 100)).toBe('low');
    expect(themeStrength(2, 4)).toBe('low');
  });

  it('calls a theme medium from 60% to 89%', () => {
    expect(themeStrength(3, 5)).toBe('medium');
    expect(themeStrength(89, 100)).toBe('medium');
    // 8 of 9 is 88.9%: still medium.
    expect(themeStrength(8, 9)).toBe('medium');
  });

  it('calls a theme strong from 90%', () => {
    expect(themeStrength(9, 10)).toBe('strong');
    expect(themeStrength(1, 1)).toBe('strong');
  });

  it('rounds the share down, so 89.9% stays medium', () => {
    expect(strengthPercent(899, 1000)).toBe(89);
    expect(themeStrength(899, 1000)).toBe('medium');
  });
});
