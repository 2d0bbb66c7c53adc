import { describe, expect, it } from 'vitest';
import { imagesOutsideHtml } from './block-images.ts';
import { routeId } from './route-id.ts';
import { countOf, NOUNS } from '@/lib/plural.ts';

const themesCount = (n: number) => countOf(n, NOUNS.theme);

describe('themesCount', () => {
  it('takes тема after 1, 21, 101', () => {
    expect([1, 21, 101].map(themesCount)).toEqual(['1 тема', '21 тема', '101 тема']);
  });
  it('takes теми after 2-4, 22-24', () => {
    expect([2, 3, 4, 22, 24].map(themesCount)).toEqual(['2 теми', '3 теми', '4 теми', '22 теми', '24 теми']);
  });
  it('takes тем after 0, 5-20 and 25', () => {
    expect([0, 5, 11, 12, 14, 20, 25].map(themesCount)).toEqual([
      '0 тем',
      '5 тем',
      '11 тем',
      '12 тем',
      '14 тем',
      '20 тем',
      '25 тем',
    ]);
  });
});

describe('imagesOutsideHtml', () => {
  const base = 'http://127.0.0.1:3000/images/theory';
  it('leaves out pictures the text already shows', () => {
    const html = `<p>Схема</p><img src="${base}/road.svg" alt="Дорога">`;
    expect(imagesOutsideHtml([`${base}/road.svg`, `${base}/kit.svg`], html)).toEqual([`${base}/kit.svg`]);
  });
  it('matches encoded and relative addresses of the same file', () => {
    const html = `<img alt="" src="images/theory/знак 1.svg">`;
    expect(imagesOutsideHtml([`${base}/${encodeURIComponent('знак 1.svg')}`], html)).toEqual([]);
  });
  it('keeps every picture when the text has none', () => {
    expect(imagesOutsideHtml([`${base}/a.svg`, `${base}/b.svg`], '<p>Текст</p>')).toHaveLength(2);
  });
});

describe('routeId', () => {
  it('reads positive whole numbers and refuses the rest', () => {
    expect(routeId('101')).toBe(101);
    expect(['0', '-1', '1.5', 'abc', '', undefined, '99999999999'].map(routeId)).toEqual(Array(7).fill(null));
  });
});
