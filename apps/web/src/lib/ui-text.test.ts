import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function filesMatching(pattern: RegExp): string[] {
  return Object.entries(sources)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path);
}

describe('the words and signs of the interface, scanned in the sources', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('draws icons from the icon set, never with an emoji a phone may lack the glyph of', () => {
    // © is a sign of the text, not an icon.
    expect(filesMatching(/(?!©)\p{Extended_Pictographic}/u)).toEqual([]);
  });

  it('writes Premium in Ukrainian letters on the screen', () => {
    expect(filesMatching(/>\s*PREMIUM|'PREMIUM|PREMIUM [а-яіїєґ]/u)).toEqual([]);
  });
});
