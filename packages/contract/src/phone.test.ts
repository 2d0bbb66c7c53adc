import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, maskPhone, normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['+380671110004'],
    ['380671110004'],
    ['0671110004'],
    ['671110004'],
    ['+38 (067) 111-00-04'],
    ['+38 067 111 00 04'],
    ['+38(067)1110004'],
    ['(067)1110004'],
    ['(067) 111-00-04'],
    ['067-111-00-04'],
    ['067 111 00 04'],
    ['+380 67 111 00 04'],
    ['+380 (67) 111 00 04'],
    ['380 67 111 0004'],
    ['+380 067 111 00 04'],
    ['8 (067) 111-00-04'],
    ['80671110004'],
    [' +38 (067) 111 00 04 '],
    ['+38 (067) 11 10 004'],
    ['тел. 067 111 00 04'],
  ])('reads %s as +380671110004', (input) => {
    expect(normalisePhone(input)).toBe('+380671110004');
    expect(isValidPhone(normalisePhone(input))).toBe(true);
  });

  it.each([
    ['+38 (067) 111'],
    ['06711100'],
    ['67111000'],
    ['06711100045'],
    ['+48 601 234 567'],
    ['+1 202 555 0143'],
    ['067111000'],
    ['+380067111000'],
    ['0000000000'],
  ])('does not turn %s into a valid number', (input) => {
    expect(isValidPhone(normalisePhone(input))).toBe(false);
  });

  it('leaves an empty field empty', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone(' () - ')).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows every form of a number as +38 (0XX) XXX XX XX', () => {
    for (const input of ['+380671110004', '0671110004', '+38 (067) 11 10 004', '671110004']) {
      expect(formatPhone(input)).toBe('+38 (067) 111 00 04');
    }
    expect(formatPhone('+380501234567')).toBe('+38 (050) 123 45 67');
  });

  it('leaves text that is no number as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('maskPhone', () => {
  it('hides the middle of a number in the same groups as formatPhone', () => {
    expect(maskPhone('+380671234545')).toBe('+38 (067) *** ** 45');
    expect(maskPhone('+380501112233')).toBe('+38 (050) *** ** 33');
  });

  it('hides a number it cannot read whole', () => {
    expect(maskPhone('+38067')).toBe('***');
  });
});
