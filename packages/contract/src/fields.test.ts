import { describe, expect, it } from 'vitest';
import {
  INT4_MAX,
  idParamSchema,
  idSchema,
  int2ParamSchema,
  int2Schema,
  lineText,
  multilineText,
} from './fields.ts';
import { testTimeSchema } from './learning.ts';

describe('bounded numbers', () => {
  it('accepts the largest int4 id and refuses 2^31 with a Ukrainian message', () => {
    expect(idSchema().parse(INT4_MAX)).toBe(INT4_MAX);
    const result = idSchema().safeParse(2 ** 31);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`Має бути не більше ${INT4_MAX}`);
  });

  it('refuses zero, fractions and non-numbers as ids', () => {
    expect(idSchema().safeParse(0).success).toBe(false);
    expect(idSchema().safeParse(1.5).success).toBe(false);
    expect(idParamSchema().safeParse('abc').success).toBe(false);
    expect(idParamSchema().parse('42')).toBe(42);
  });

  it('bounds smallint values', () => {
    expect(int2Schema().safeParse(32_768).success).toBe(false);
    expect(int2Schema().parse(32_767)).toBe(32_767);
    expect(int2ParamSchema().parse('3')).toBe(3);
    expect(int2ParamSchema().safeParse('32768').success).toBe(false);
    expect(int2ParamSchema().safeParse('NaN').success).toBe(false);
  });

  it('keeps a test time within an int4, as seconds or mm:ss', () => {
    expect(testTimeSchema().parse(' 12:05 ')).toBe('12:05');
    expect(testTimeSchema().parse('999999999')).toBe('999999999');
    expect(testTimeSchema().safeParse('9999999999').success).toBe(false);
    expect(testTimeSchema().safeParse(2 ** 31).success).toBe(false);
    expect(testTimeSchema().safeParse('1:75').success).toBe(false);
  });
});

describe('clean text', () => {
  it('refuses a NUL character in a one-line field', () => {
    expect(lineText().safeParse('Іван\u0000').success).toBe(false);
    expect(lineText().parse('  Іван ')).toBe('Іван');
  });

  it('allows line breaks only in multi-line text', () => {
    expect(lineText().safeParse('a\nb').success).toBe(false);
    expect(multilineText().parse('a\nb')).toBe('a\nb');
    expect(multilineText().safeParse('a\u0007b').success).toBe(false);
  });
});
