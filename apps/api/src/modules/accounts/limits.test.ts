import { describe, expect, it } from 'vitest';
import { loginLocked, recoveryCodeUsable, smsVerdict } from './limits.ts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, 0) + minutes * 60_000);

describe('login limit', () => {
  it('allows up to 10 failures and refuses the 11th attempt, per phone or per address', () => {
    expect(loginLocked({ byPhone: 10, byIp: 10 })).toBe(false);
    expect(loginLocked({ byPhone: 11, byIp: 1 })).toBe(true);
    expect(loginLocked({ byPhone: 1, byIp: 11 })).toBe(true);
  });
});

describe('recovery SMS limit', () => {
  it('allows the first SMS', () => {
    expect(smsVerdict([], at(0))).toBe('ok');
  });

  it('refuses a second SMS within a minute and allows it after one', () => {
    expect(smsVerdict([at(0)], at(0.99))).toBe('per-minute');
    expect(smsVerdict([at(0)], at(1))).toBe('ok');
  });

  it('refuses the sixth SMS within an hour even when they are spaced out', () => {
    const five = [at(0), at(2), at(4), at(6), at(8)];
    expect(smsVerdict(five.slice(0, 4), at(8))).toBe('ok');
    expect(smsVerdict(five, at(10))).toBe('per-hour');
    expect(smsVerdict(five, at(60))).toBe('ok');
  });
});

describe('recovery code validity', () => {
  it('is usable until its end and never once closed', () => {
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: null }, at(59))).toBe(true);
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: null }, at(60))).toBe(false);
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: at(1) }, at(2))).toBe(false);
  });
});
