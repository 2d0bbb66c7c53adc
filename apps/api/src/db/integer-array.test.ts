import { describe, expect, it } from 'vitest';
import { integerArrayLiteral } from './integer-array.ts';

describe('integerArrayLiteral', () => {
  it('writes integers as an array literal, in the order given', () => {
    expect(integerArrayLiteral([3, 1, -2])).toBe('{3,1,-2}');
    expect(integerArrayLiteral([])).toBe('{}');
  });

  it('refuses anything that is not an integer, so the literal carries nothing else', () => {
    for (const bad of [1.5, Number.NaN, Infinity, '1}' as unknown as number]) {
      expect(() => integerArrayLiteral([1, bad])).toThrow(TypeError);
    }
  });
});
