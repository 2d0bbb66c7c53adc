import { describe, expect, it } from 'vitest';
import { countOf, NOUNS, ofWord, partOf, word } from './plural.ts';

describe('plural forms', () => {
  it('takes the one and few forms after 1-4 and 21-24, the many form after the rest', () => {
    expect([1, 2, 3, 4, 21, 22, 23, 24].map((n) => word(n, NOUNS.question))).toEqual(
      Array(8).fill('питання'),
    );
    expect([0, 5, 11, 12, 14, 20, 25, 100].map((n) => word(n, NOUNS.question))).toEqual(
      Array(8).fill('питань'),
    );
    expect([1, 3, 5, 11, 21].map((n) => countOf(n, NOUNS.theme))).toEqual([
      '1 тема',
      '3 теми',
      '5 тем',
      '11 тем',
      '21 тема',
    ]);
  });

  it("gives 'питання' after a count ending in 1-4 but not 11-14, after 'з' too (decisions.md)", () => {
    expect(countOf(3, NOUNS.question)).toBe('3 питання');
    expect(countOf(22, NOUNS.question)).toBe('22 питання');
    expect(partOf(1, 3, NOUNS.question)).toBe('1 з 3 питання');
    expect(partOf(0, 2, NOUNS.question)).toBe('0 з 2 питання');
    expect(partOf(22, 22, NOUNS.question)).toBe('22 з 22 питання');
    expect(partOf(1, 1, NOUNS.question)).toBe('1 з 1 питання');
    expect(partOf(20, 21, NOUNS.question)).toBe('20 з 21 питання');
    expect([11, 12, 13, 14, 20].map((n) => partOf(0, n, NOUNS.question))).toEqual([
      '0 з 11 питань',
      '0 з 12 питань',
      '0 з 13 питань',
      '0 з 14 питань',
      '0 з 20 питань',
    ]);
  });

  it("takes the genitive after 'з' for other nouns: singular only after a count whose form is one", () => {
    expect(ofWord(3, NOUNS.exam)).toBe('іспитів');
    expect(ofWord(1, NOUNS.exam)).toBe('іспиту');
    expect(ofWord(22, NOUNS.lesson)).toBe('уроків');
  });
});

// Every count in the app's text goes through this helper: a count followed by a noun written by hand is how
// '0 з 2 питання' and 'за 1 днів' came about (decision 143).
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/lib/plural.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const HAND_MADE =
  /(\$\{[^}]*\}|\{[^}]*\})\s*(днів|дні|день|питань|питання|уроків|уроки|тем|теми|помилок|помилки|учнів|учні|іспитів|іспити|хвилин|годин|секунд)(?![\p{L}])/u;

describe('counts in the text', () => {
  it('come with their noun from the plural helper, never a noun written after a count by hand', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources)
      .filter(([, text]) => HAND_MADE.test(text) || text.includes('new Intl.PluralRules'))
      .map(([path]) => path);
    expect(found).toEqual([]);
  });
});
