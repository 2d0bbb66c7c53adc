import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Favourite } from '@pdr/contract/favourites';
import { forgetDevice, signInOnDevice } from '@/test/device-learner.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { FavouritesPage } from './favourites-page.tsx';

const favourite = (id: number, theme: number, text: string): Favourite => ({
  question_id: id,
  theme_id: theme * 10,
  theme_number: theme,
  theme_title: theme === 1 ? 'Загальні положення' : 'Дорожні знаки',
  text,
  image: null,
  created_at: '2026-12-01T10:00:00.000Z',
});

afterEach(forgetDevice);

describe('/favourites', () => {
  it('asks a guest to sign in', async () => {
    fakeApi({});
    await renderWithApp(<FavouritesPage />, '/favourites');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Увійдіть, щоб бачити обрані питання',
    );
  });

  it('says what to do when there are none', async () => {
    await signInOnDevice();
    fakeApi({ 'GET favourites': { body: { favourites: [], count: 0 } } });
    await renderWithApp(<FavouritesPage />, '/favourites');
    expect(await screen.findByRole('heading', { name: 'Тут поки порожньо' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До навчання' })).toHaveAttribute('href', '#/learn');
  });

  it('lists them by theme in the themes’ order, and one can be removed here', async () => {
    await signInOnDevice();
    let list = [favourite(3, 33, 'Що означає знак?'), favourite(1, 1, 'Хто такий водій?')];
    const calls = fakeApi({
      'GET favourites': () => ({ body: { favourites: list, count: list.length } }),
      'DELETE favourites/3': () => {
        list = list.filter((f) => f.question_id !== 3);
        return { body: { question_id: 3, favourite: false, count: 1 } };
      },
    });
    await renderWithApp(<FavouritesPage />, '/favourites');
    const themes = await screen.findAllByRole('heading', { level: 2 });
    expect(themes.map((h) => h.textContent)).toEqual([
      'Тема 1. Загальні положення',
      'Тема 33. Дорожні знаки',
    ]);
    expect(screen.getByText('2 питання в обраних')).toBeInTheDocument();
    const signs = screen.getByRole('region', { name: 'Тема 33. Дорожні знаки' });
    await userEvent.click(
      within(signs).getByRole('button', { name: 'Прибрати з обраних: Що означає знак?' }),
    );
    await waitFor(() => expect(screen.queryByText('Що означає знак?')).not.toBeInTheDocument());
    expect(calls.map((c) => c.key)).toContain('DELETE favourites/3');
    expect(screen.getByText('1 питання в обраних')).toBeInTheDocument();
  });
});
