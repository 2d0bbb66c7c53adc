import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent, sanitizeContent } from './html-content.tsx';

describe('HtmlContent headings', () => {
  it('moves the HTML’s headings together so the highest one sits under the page title', () => {
    render(
      <HtmlContent
        html={'<h3 id="road">Дорога</h3><p>Текст</p><h4>Смуга руху</h4><h3>Учасники</h3>'}
        topHeading={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Дорога' })).toHaveAttribute('id', 'road');
    expect(screen.getByRole('heading', { level: 3, name: 'Смуга руху' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Учасники' })).toBeInTheDocument();
  });

  it('never makes a second h1: an h1 in a modal’s text goes under the modal title', () => {
    const html = sanitizeContent('<h1>Пояснення</h1><h2><b>Пункт</b> 1.10</h2>', 3);
    expect(html).toBe('<h3>Пояснення</h3><h4><b>Пункт</b> 1.10</h4>');
  });

  it('leaves the headings as they are without a level to fit', () => {
    expect(sanitizeContent('<h3>Дорога</h3>')).toBe('<h3>Дорога</h3>');
  });
});
