import { describe, expect, it } from 'vitest';
import type { User } from '@pdr/contract/accounts';
import { untilPremiumEnds } from './use-user.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const user = (premium_check: boolean, premium_until: string | null) =>
  ({ premium_check, premium_until }) as User;

describe('untilPremiumEnds', () => {
  it('refetches the user a second after a running Premium ends', () => {
    expect(untilPremiumEnds(user(true, '2026-11-24T11:00:00Z'), NOW)).toBe(3_600_000 + 1000);
  });

  it('waits for nothing without Premium, or when the end is beyond what a browser timer takes', () => {
    expect(untilPremiumEnds(user(false, null), NOW)).toBe(false);
    expect(untilPremiumEnds(user(false, '2026-11-20T00:00:00Z'), NOW)).toBe(false);
    expect(untilPremiumEnds(user(true, '2027-06-01T00:00:00Z'), NOW)).toBe(false);
    expect(untilPremiumEnds(undefined, NOW)).toBe(false);
  });
});
