import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_FAILURES,
  PAIR_MAX_FAILURES,
  PHONE_FREE_FAILURES,
  addressKey,
  loginVerdict,
  phoneBackoffMs,
  recoveryCodeUsable,
  nextSmsAt,
  smsRetryAfterS,
  smsVerdict,
  type LoginCounts,
} from './limits.ts';
import { waitText } from '../../plugins/rate-limit.ts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, 0) + minutes * 60_000);

function counts(overrides: Partial<LoginCounts> = {}): LoginCounts {
  return {
    pair: { count: 0, oldest: null },
    address: { count: 0, oldest: null },
    phone: { count: 0, latest: null },
    known: false,
    ...overrides,
  };
}

describe('sign-in limits', () => {
  it('refuses one phone from one address after 10 failures until the oldest is 15 minutes old', () => {
    const pair = { count: PAIR_MAX_FAILURES - 1, oldest: at(0) };
    expect(loginVerdict(counts({ pair }), at(1))).toEqual({ ok: true });
    const full = { count: PAIR_MAX_FAILURES, oldest: at(0) };
    expect(loginVerdict(counts({ pair: full }), at(1))).toEqual({
      ok: false,
      reason: 'pair',
      retryAfterS: 840,
    });
    // Even from an address the owner used before: whoever is there may be guessing.
    expect(loginVerdict(counts({ pair: full, known: true }), at(1)).ok).toBe(false);
  });

  it('lets a busy address sign in up to 50 failures, and known pairs past them', () => {
    const address = { count: ADDRESS_MAX_FAILURES - 1, oldest: at(0) };
    expect(loginVerdict(counts({ address }), at(5)).ok).toBe(true);
    const full = { count: ADDRESS_MAX_FAILURES, oldest: at(0) };
    expect(loginVerdict(counts({ address: full }), at(5))).toMatchObject({ ok: false, reason: 'address' });
    expect(loginVerdict(counts({ address: full, known: true }), at(5)).ok).toBe(true);
  });

  it('backs off a guessed phone exponentially instead of locking it, and never for its known addresses', () => {
    expect(phoneBackoffMs(PHONE_FREE_FAILURES - 1)).toBe(0);
    expect(phoneBackoffMs(PHONE_FREE_FAILURES)).toBe(1000);
    expect(phoneBackoffMs(PHONE_FREE_FAILURES + 3)).toBe(8000);
    expect(phoneBackoffMs(500)).toBe(15 * 60_000);
    const phone = { count: PHONE_FREE_FAILURES + 5, latest: at(0) };
    expect(loginVerdict(counts({ phone }), at(0.25))).toEqual({
      ok: false,
      reason: 'phone',
      retryAfterS: 17,
    });
    expect(loginVerdict(counts({ phone }), at(0.55)).ok).toBe(true);
    expect(loginVerdict(counts({ phone, known: true }), at(0.25)).ok).toBe(true);
  });

  it('counts IPv4 addresses whole and IPv6 addresses by their /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('says the wait in seconds under a minute and in whole minutes above', () => {
    expect(waitText(45)).toBe('45 с');
    expect(waitText(61)).toBe('2 хв');
  });
});

describe('recovery SMS limit', () => {
  it('allows the first SMS', () => {
    expect(smsVerdict([], at(0))).toBe('ok');
  });

  it('refuses a second SMS within a minute and allows it after one', () => {
    expect(smsVerdict([at(0)], at(0.99))).toBe('per-minute');
    expect(smsRetryAfterS([at(0)], at(0.5))).toBe(30);
    expect(smsVerdict([at(0)], at(1))).toBe('ok');
  });

  it('keeps a shorter interval when one is given (the end-to-end stories), the hour’s five unchanged', () => {
    expect(smsVerdict([at(0)], at(0.2), 15_000)).toBe('per-minute');
    expect(smsVerdict([at(0)], at(0.25), 15_000)).toBe('ok');
    expect(smsRetryAfterS([at(0)], at(0.1), 15_000)).toBe(9);
    expect(smsVerdict([at(0), at(1), at(2), at(3), at(4)], at(5), 15_000)).toBe('per-hour');
  });

  it('refuses the sixth SMS within an hour even when they are spaced out', () => {
    const five = [at(0), at(2), at(4), at(6), at(8)];
    expect(smsVerdict(five.slice(0, 4), at(8))).toBe('ok');
    expect(smsVerdict(five, at(10))).toBe('per-hour');
    expect(smsRetryAfterS(five, at(10))).toBe(50 * 60);
    expect(smsVerdict(five, at(60))).toBe('ok');
  });
});

describe('the next recovery SMS', () => {
  it('comes a minute after the latest', () => {
    expect(nextSmsAt([at(0)], at(0))).toEqual(at(1));
    expect(nextSmsAt([at(0), at(2)], at(2))).toEqual(at(3));
    expect(nextSmsAt([], at(5))).toEqual(at(5));
  });

  it('after five within an hour, comes an hour after the first of them', () => {
    const five = [at(0), at(2), at(4), at(6), at(8)];
    expect(nextSmsAt(five, at(8))).toEqual(at(60));
    // Six in the last 70 minutes, five of them in the last hour: the hour of the second.
    expect(nextSmsAt([at(-50), ...five.map((d) => new Date(d.getTime() + 600_000))], at(18))).toEqual(at(70));
  });

  it('is when smsVerdict allows it again, and not a moment before', () => {
    const times = [at(0), at(1.5), at(3), at(20), at(40)];
    const next = nextSmsAt(times, at(40));
    expect(smsVerdict(times, next)).toBe('ok');
    expect(smsVerdict(times, new Date(next.getTime() - 1000))).not.toBe('ok');
  });
});

describe('recovery code validity', () => {
  it('is usable until its end and never once closed', () => {
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: null }, at(59))).toBe(true);
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: null }, at(60))).toBe(false);
    expect(recoveryCodeUsable({ expiresAt: at(60), closedAt: at(1) }, at(2))).toBe(false);
  });
});
