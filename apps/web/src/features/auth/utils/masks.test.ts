import { describe, expect, it } from 'vitest';
import { IMask } from 'react-imask';
import { codeFromParam, hasGroupCode, isCompletePhone, phoneForRequest } from './masks.ts';
import { GROUP_CODE_MASK } from '@/components/form/group-code-input.tsx';

function typeInto(mask: string, typed: string): string {
  const masked = IMask.createMask({ mask });
  masked.resolve(typed);
  return masked.value;
}

describe('phones before a request', () => {
  it('needs all 13 characters before any request', () => {
    expect(isCompletePhone('+38 (067) 123 45 67')).toBe(true);
    expect(isCompletePhone('+38 (067) 123 45 6')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
    expect(phoneForRequest('+38 (067) 123 45 67')).toBe('+380671234567');
  });
});

describe('group code mask', () => {
  it('groups eight digits 3-2-3', () => {
    expect(typeInto(GROUP_CODE_MASK, '12345678')).toBe('123 45 678');
    expect(typeInto(GROUP_CODE_MASK, '1234567890')).toBe('123 45 678');
  });

  it('takes a stored code with slashes and groups it', () => {
    expect(codeFromParam('123/45/678')).toBe('123 45 678');
    expect(codeFromParam('12345678')).toBe('123 45 678');
    expect(codeFromParam('123 45 678')).toBe('123 45 678');
  });

  it('skips an empty or placeholder-only value', () => {
    expect(hasGroupCode('')).toBe(false);
    expect(hasGroupCode('   ')).toBe(false);
    expect(hasGroupCode('123 4')).toBe(true);
  });
});
