import type { User } from '@pdr/contract/accounts';

/**
 * A pupil without Premium or group, preparing for category B (the only one chosen), their number confirmed; tests
 * change what they are about.
 */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: '+380671234567',
    role_id: 1,
    premium_check: false,
    premium_until: null,
    group_code: null,
    group_name: null,
    school_name: null,
    categories: [{ id: 3, label: 'B' }],
    active_category: { label: 'B', full_exam: true },
    avatar: null,
    phone_confirmed: true,
    ...overrides,
  };
}
