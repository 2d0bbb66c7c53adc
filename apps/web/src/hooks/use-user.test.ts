import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { User } from '@pdr/contract/accounts';
import { switchLanguage } from '@/lib/i18n.ts';
import { usePopup } from '@/lib/popup.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { getCategories } from './use-categories.ts';
import { getUser, isUser, untilPremiumEnds } from './use-user.ts';

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

describe('isUser', () => {
  const stored: User = {
    id: 7,
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: '+380501234567',
    role_id: 1,
    premium_check: false,
    premium_until: null,
    group_code: null,
    group_name: null,
    school_name: null,
    categories: [{ id: 3, label: 'B' }],
    active_category: { label: 'B', full_exam: true },
    avatar: null,
    phone_confirmed: false,
  };

  it('takes a stored copy of GET /api/user', () => {
    expect(isUser(stored)).toBe(true);
    expect(isUser({ ...stored, taught_groups: [] })).toBe(true);
  });

  it('drops anything else: nothing, a copy of another shape, a field of the wrong type', () => {
    expect(isUser(undefined)).toBe(false);
    expect(isUser('user')).toBe(false);
    const { premium_check: _dropped, ...older } = stored;
    expect(isUser(older)).toBe(false);
    expect(isUser({ ...stored, id: '7' })).toBe(false);
    expect(isUser({ ...stored, categories: null })).toBe(false);
  });

  it('drops a copy kept before licence categories, which has no active category', () => {
    const { active_category: _none, ...beforeCategories } = stored;
    expect(isUser(beforeCategories)).toBe(false);
    expect(isUser({ ...stored, active_category: { label: 'B' } })).toBe(false);
  });
});

describe('the hooks’ own messages', () => {
  it('say that the user or the categories were not found, in English when English is chosen', async () => {
    fakeApi({});
    const popup = renderHook(() => usePopup());
    await act(() => switchLanguage('en'));
    try {
      await act(() => getUser().catch(() => undefined));
      expect(popup.result.current?.text).toBe('User not found');
      await act(() => getCategories().catch(() => undefined));
      expect(popup.result.current?.text).toBe('No categories found');
    } finally {
      vi.unstubAllGlobals();
      await act(() => switchLanguage('uk'));
    }
  });
});
