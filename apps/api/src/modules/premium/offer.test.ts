import { describe, expect, it } from 'vitest';
import { describeOffer } from './offer.ts';

const offer = { title: 'Т', description: 'О', endsAt: new Date('2027-03-01T00:00:00+02:00'), days: 7 };

describe('describeOffer', () => {
  it('counts whole days left until the end', () => {
    const result = describeOffer(offer, new Date('2027-02-26T12:00:00+02:00'));
    expect(result.days_left).toBe(2);
    expect(result.active).toBe(true);
    expect(result.timer).toBe('2027-02-28T22:00:00.000Z');
    expect(result.premium_days).toBe(7);
  });
  it('is inactive with zero days once the end has passed', () => {
    const result = describeOffer(offer, new Date('2027-03-05T00:00:00Z'));
    expect(result).toMatchObject({ days_left: 0, active: false });
  });
});
