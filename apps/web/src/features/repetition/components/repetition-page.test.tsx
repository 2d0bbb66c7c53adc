import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { RepetitionPage } from './repetition-page.tsx';

const premium = testUser({ premium_check: true, premium_until: '2030-01-01T00:00:00.000Z' });
const weak = { theme_id: 1, number: 1, title: 'Загальні положення', percent: 40, answered: 20 };

function serve(overrides: Record<string, { status?: number; body: unknown }> = {}) {
  return fakeApi({
    'GET user': { body: premium },
    'GET get-repeat-themes-count': { body: { low: 1, medium: 0, strong: 2 } },
    'GET get-repeat-themes': { body: { type: 'low', themes: [weak] } },
    'GET repetition/summary': {
      body: { due_today: 3, due_tomorrow: 21, next_due_at: '2026-01-01T10:00:00.000Z', total: 40 },
    },
    ...overrides,
  });
}

function show() {
  return renderRoutes(
    [
      { path: '/repetition', element: <RepetitionPage /> },
      { path: '/learn', element: <p>Мапа теми</p> },
    ],
    '/repetition',
  );
}

/** Runs a test with the interface in English, and back in Ukrainian after it. */
async function inEnglish(run: () => Promise<void>) {
  await act(() => switchLanguage('en'));
  try {
    await run();
  } finally {
    await act(() => switchLanguage('uk'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('RepetitionPage', () => {
  it('asks a guest to sign in to the cabinet and asks the API nothing', async () => {
    const calls = fakeApi({});
    await show();
    expect(screen.getByRole('heading', { name: 'Увійдіть до кабінету' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '#/login');
    expect(calls).toEqual([]);
  });

  it('offers Premium to a free learner without loading themes', async () => {
    setToken('t');
    const calls = fakeApi({ 'GET user': { body: testUser() } });
    await show();
    expect(
      await screen.findByRole('heading', { name: 'Повторення доступне з тарифом Преміум' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Оформити Преміум' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET user']);
  });

  it("shows today's and tomorrow's due counts and the weak themes by default", async () => {
    setToken('t');
    const calls = serve();
    await show();
    expect(await screen.findByText('3 питання')).toBeInTheDocument();
    expect(screen.getByText('21 питання')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Почати повторення' })).toBeEnabled();
    const tab = screen.getByRole('tab', { name: /Слабкі/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab).toHaveTextContent('1'));
    const row = (await screen.findByText('Тема 1')).closest('li')!;
    expect(within(row).getByText('Загальні положення')).toBeInTheDocument();
    expect(within(row).getByText(/Слабка/)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET get-repeat-themes')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys and loads each tab once', async () => {
    setToken('t');
    const calls = serve({ 'GET get-repeat-themes': { body: { type: 'strong', themes: [] } } });
    await show();
    const weakTab = await screen.findByRole('tab', { name: /Слабкі/ });
    await screen.findByText('Тем для повторення немає!');
    weakTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Середні/ })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Тем для повторення немає!');
    const urls = calls.filter((c) => c.key === 'GET get-repeat-themes');
    expect(urls).toHaveLength(2);
  });

  it("says 'Виникла помилка!' when the themes fail to load", async () => {
    setToken('t');
    serve({ 'GET get-repeat-themes': { status: 500, body: { message: 'Внутрішня помилка' } } });
    await show();
    expect(await screen.findByText('Виникла помилка!')).toBeInTheDocument();
  });

  it("tells a learner with nothing due when the next questions come, and 'Повторити' opens the theme's map", async () => {
    setToken('t');
    serve({
      'GET repetition/summary': {
        body: { due_today: 0, due_tomorrow: 0, next_due_at: '2026-03-05T08:15:00.000Z', total: 5 },
      },
    });
    const { router } = await show();
    expect(
      await screen.findByText('На сьогодні все повторено! Наступні питання — 5 березня о 10:15.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Почати повторення' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Повторити тему 1' }));
    expect(await screen.findByText('Мапа теми')).toBeInTheDocument();
    // The map is asked for the theme by the address: it opens it, or says why it cannot (decision 140).
    expect(router.state.location.search).toBe('?theme=1');
  });

  it('speaks English when English is chosen: the heading, the counts in the plural, the tabs and the next date', () =>
    inEnglish(async () => {
      setToken('t');
      serve({
        'GET repetition/summary': {
          body: { due_today: 1, due_tomorrow: 21, next_due_at: '2026-01-01T10:00:00.000Z', total: 40 },
        },
      });
      await show();
      expect(await screen.findByRole('heading', { level: 2, name: 'Today’s review' })).toBeInTheDocument();
      expect(await screen.findByText('1 question')).toBeInTheDocument();
      expect(screen.getByText('21 questions')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start the review' })).toBeEnabled();
      expect(screen.getByRole('tab', { name: /Weak/ })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('button', { name: 'Review theme 1' })).toBeInTheDocument();
    }));

  it('says when the next questions come in English', () =>
    inEnglish(async () => {
      setToken('t');
      serve({
        'GET repetition/summary': {
          body: { due_today: 0, due_tomorrow: 0, next_due_at: '2026-03-05T08:15:00.000Z', total: 5 },
        },
      });
      await show();
      expect(
        await screen.findByText('All reviewed for today! The next questions: 5 March at 10:15.'),
      ).toBeVisible();
    }));
});
