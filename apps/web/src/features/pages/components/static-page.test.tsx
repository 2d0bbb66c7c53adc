import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n.ts';
import { usePopup } from '@/lib/popup.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { StaticPage } from './static-page.tsx';

function PopupText() {
  const popup = usePopup();
  return popup ? <output aria-label="Повідомлення">{popup.text}</output> : null;
}

function renderPage(children: ReactNode) {
  renderWithQuery(
    <>
      <PopupText />
      {children}
    </>,
  );
}

describe('StaticPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server title and sanitised content, with image paths pointed at the backend', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          data: {
            title: 'Про нас',
            content:
              '<p onclick="steal()">Вчимо ПДР.</p><img src="images/theory/sign.svg" alt="Знак"><script>x()</script>',
          },
        }),
      ),
    );
    renderPage(<StaticPage slug="about" fallbackTitle="Про нас" />);

    expect(await screen.findByText('Вчимо ПДР.')).not.toHaveAttribute('onclick');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Про нас');
    expect(screen.getByRole('img', { name: 'Знак' })).toHaveAttribute('src', '/images/theory/sign.svg');
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('article script')).toBeNull();
  });

  it("says 'Угоди не знайдено' for a missing agreement (404), with no retry that would find nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Угоди не знайдено' }, 404)),
    );
    renderPage(<StaticPage slug="term" fallbackTitle="Угода користувача" />);

    expect(await screen.findByText('Угоди не знайдено', { selector: 'article p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
  });

  it("says 'Угоди не знайдено' when the agreement cannot be loaded (5xx), and loads it on retry", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ message: 'Виникла помилка!' }, 503))
      .mockResolvedValueOnce(
        jsonResponse({ data: { title: 'Угода користувача', content: '<p>Умови.</p>' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<StaticPage slug="term" fallbackTitle="Угода користувача" />);

    expect(await screen.findByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Повідомлення' })).toHaveTextContent('Угоди не знайдено');
    expect(screen.getByRole('article')).toHaveTextContent('Угоди не знайдено');

    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Умови.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('StaticPage in English', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => switchLanguage('uk'));
  });

  it('says in English that the agreement could not be loaded, and offers to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Something went wrong' }, 503)),
    );
    await act(() => switchLanguage('en'));
    renderPage(<StaticPage slug="term" fallbackTitle="User agreement" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User agreement');
    expect(screen.getByRole('article')).toHaveTextContent('Agreement not found');
  });
});
