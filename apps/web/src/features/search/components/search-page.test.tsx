import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@pdr/contract/search';
import { saveTheme } from '@/lib/offline-store.ts';
import { forgetDevice, signInOnDevice } from '@/test/device-learner.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { lessonQuestion } from '@/test/questions.ts';
import { renderRoutes, renderWithApp } from '@/test/render.tsx';
import { SearchPage } from './search-page.tsx';

const result = (id: number, extra: Partial<SearchResult> = {}): SearchResult => ({
  question_id: id,
  theme_id: 10,
  theme_number: 1,
  theme_title: 'Загальні положення',
  text: `Чи дозволено обгін тут (${id})?`,
  snippet: `Чи дозволено обгін тут (${id})?`,
  snippet_from: 'text',
  image: null,
  locked: false,
  ...extra,
});

afterEach(forgetDevice);

describe('/search', () => {
  it('asks a guest to sign in', async () => {
    fakeApi({});
    await renderWithApp(<SearchPage />, '/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Пошук питань');
    expect(screen.getByRole('link', { name: 'Увійти' })).toBeInTheDocument();
  });

  it('searches as the learner types, marks the words, opens a result with its right answer', async () => {
    await signInOnDevice();
    const question = {
      ...lessonQuestion(7),
      question: 'Чи дозволено обгін тут (7)?',
      notes: '<p>Пояснення.</p>',
    };
    const calls = fakeApi({
      'GET search': {
        body: {
          results: [
            result(7),
            result(8, {
              text: 'Що робити?',
              snippet: 'Почати обгону не можна',
              snippet_from: 'answer',
              theme_id: 20,
              theme_number: 5,
              theme_title: 'Дорожні знаки',
              locked: true,
            }),
          ],
        },
      },
      'GET questions/7': {
        body: { theme_id: 10, theme_number: 1, theme_title: 'Загальні положення', question },
      },
      'GET favourites/ids': { body: { question_ids: [] } },
    });
    await renderWithApp(<SearchPage />, '/search');
    const box = screen.getByRole('searchbox', { name: 'Слова з питання, відповіді чи коментаря' });
    await userEvent.type(box, 'о');
    expect(await screen.findByText('Введіть щонайменше 2 літери')).toBeInTheDocument();
    await userEvent.type(box, 'бг');
    expect(await screen.findByText('Знайдено 2 питання')).toBeInTheDocument();
    // Typed letter by letter, the search was asked once, after the pause.
    expect(calls.filter((c) => c.key === 'GET search')).toHaveLength(1);

    const list = screen.getByRole('list', { name: 'Знайдені питання' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first!.querySelector('mark')).toHaveTextContent('обгін');
    expect(second).toHaveTextContent('Тема 5. Дорожні знаки');
    expect(second).toHaveTextContent('Преміум');
    expect(second).toHaveTextContent('У відповіді: Почати обгону не можна');

    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answers = await screen.findByRole('list', { name: 'Відповіді' });
    expect(within(answers).getAllByRole('listitem')[0]).toHaveTextContent(
      'Відповідь 1 — правильна відповідь',
    );
    expect(screen.getByText('Пояснення.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Додати в обрані' })).toBeInTheDocument();

    // A Premium theme's question opens to the offer, and its answer is never asked for.
    await userEvent.click(second!);
    expect(await screen.findByRole('heading', { name: 'Відповідь — з тарифом Преміум' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).not.toContain('GET questions/8');
  });

  it('says when nothing is found, and keeps the query in the address', async () => {
    await signInOnDevice();
    fakeApi({ 'GET search': { body: { results: [] } } });
    const { router } = await renderRoutes(
      [{ path: '/search', element: <SearchPage /> }],
      '/search?q=%D1%89%D0%BE%D1%81%D1%8C',
    );
    expect(await screen.findByText(/Нічого не знайдено/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('щось');
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D1%89%D0%BE%D1%81%D1%8C'));
  });

  it('searches the themes saved on the device with no network, and says so', async () => {
    await signInOnDevice();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const saved = {
      ...lessonQuestion(31),
      question: 'Хто має перевагу?',
      notes: '<p>Під’їзд до перехрестя: <b>обгін</b> заборонено.</p>',
    };
    await saveTheme({
      userId: 5,
      themeId: 3,
      title: 'Проїзд перехресть',
      free: true,
      blocks: [],
      wrong: [],
      questions: [saved, lessonQuestion(32)],
      savedAt: Date.now(),
      chosen: true,
    });
    const calls = fakeApi({});
    await renderWithApp(<SearchPage />, '/search');
    expect(screen.getByText(/Немає з'єднання: шукаємо лише в темах/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), "під'їзд");
    expect(await screen.findByText('Знайдено 1 питання')).toBeInTheDocument();
    const button = within(screen.getByRole('list', { name: 'Знайдені питання' })).getByRole('button');
    expect(button).toHaveTextContent('Проїзд перехресть');
    expect(button).toHaveTextContent('У коментарі: Під’їзд до перехрестя: обгін заборонено.');
    await userEvent.click(button);
    expect(await screen.findByRole('list', { name: 'Відповіді' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).not.toContain('GET search');
  });
});
