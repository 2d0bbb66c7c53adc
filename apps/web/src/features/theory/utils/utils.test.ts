import { describe, expect, it } from 'vitest';
import { imagesOutsideHtml } from './block-images.ts';
import { routeId } from './route-id.ts';
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
