import { describe, expect, it } from 'vitest';
import { groupTitle, ofGroup } from './group-name.ts';

describe('group names', () => {
  it("never say 'група' twice: a name that starts with the word is shown as it is", () => {
    expect(groupTitle('Група Б-12 (вечірня)')).toBe('Група Б-12 (вечірня)');
    expect(ofGroup('група Б-12 (вечірня)')).toBe('групи Б-12 (вечірня)');
    expect(groupTitle('Вечірня')).toBe('Група «Вечірня»');
    expect(ofGroup('Вечірня')).toBe('групи «Вечірня»');
    // A word that only begins with the same letters is a name like any other.
    expect(groupTitle('Групова B')).toBe('Група «Групова B»');
  });
});
