import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import { renderWithApp } from '@/test/render.tsx';
import { NotFoundRoute } from './not-found.tsx';

afterEach(async () => {
  await act(() => switchLanguage('uk'));
});

describe('the routes’ own words', () => {
  it('show the missing page in Ukrainian, then in English when English is chosen', async () => {
    await renderWithApp(<NotFoundRoute />, '/nowhere');
    expect(screen.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('link', { name: 'To the tests' })).toBeInTheDocument();
  });
});
