import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Текст</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="a.svg" onerror="x()">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Текст</p>');
    expect(clean).toContain('<img src="a.svg" />');
  });
  it('keeps the formatting content needs', () => {
    const html = '<h3>Розділ</h3><ul><li><b>жирний</b></li></ul><a href="https://example.org">посилання</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Розділ</h3><ul><li><b>жирний</b></li></ul><a href="https://example.org" rel="noopener noreferrer">посилання</a>',
    );
  });
});
