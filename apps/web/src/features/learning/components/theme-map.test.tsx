import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlocksResponse, LearningTheme, ResultOutcome } from '@pdr/contract/learning';
import { switchLanguage } from '@/lib/i18n.ts';
import { usePopup } from '@/lib/popup.ts';
import { setToken } from '@/lib/session.ts';
import { clearTestSession, localStore, sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { ThemeMapScreen } from './theme-map.tsx';

function theme(number: number, overrides: Partial<LearningTheme> = {}): LearningTheme {
  return {
    id: number,
    number,
    title: `Тема номер ${number}`,
    free: number <= 2,
    progress: 0,
    error: 0,
    success: 0,
    blocked: false,
    disabled: false,
    disable: false,
    progress_car: { progress: 0, error: 0 },
    question_count: 20,
    block_count: 1,
    done_blocks: 0,
    ...overrides,
  };
}

const passed = { progress: 100, done_blocks: 1, progress_car: { progress: 80, error: 4 } };

function blocks(themeId: number): BlocksResponse {
  return {
    theme_id: themeId,
    blocks: [{ idx: 0, count: 20, errors: 0, success: 0, status: 'current' }],
    progress_car: { progress: 0, error: 0 },
    done: 0,
    total: 1,
    credit_available: false,
    credit_used_today: false,
  };
}

function serve(themes: LearningTheme[], premium = true) {
  return fakeApi({
    'GET user': { body: testUser({ premium_check: premium }) },
    'GET get-available-themes': { body: { theme: themes } },
    ...Object.fromEntries(themes.map((t) => [`GET theme/block/${t.id}/all`, { body: blocks(t.id) }])),
  });
}

function PopupText() {
  return <output>{usePopup()?.text}</output>;
}

async function showAt(path: string) {
  const { router } = await renderRoutes(
    [
      {
        path: '/learn',
        element: (
          <>
            <ThemeMapScreen />
            <PopupText />
          </>
        ),
      },
      { path: '/finish', element: <h1>Усі теми пройдено</h1> },
      { path: '*', element: <p>Інша сторінка</p> },
    ],
    path,
  );
  return router;
}

function creditOutcome(themeId: number, overrides: Partial<ResultOutcome> = {}): ResultOutcome {
  return {
    attempt_id: '7d0f6c8e-2f43-4a55-9d4e-4b8f6f1c1a02',
    type: 'all_theme',
    theme_id: themeId,
    idx: null,
    result: 16,
    count_question: 20,
    percent: 80,
    passed: true,
    time: 300,
    wrong_question_ids: [1, 2, 3, 4],
    block: null,
    progress_car: { progress: 80, error: 4 },
    correct_answers: [],
    ...overrides,
  };
}

/** The map as a learner comes back to it from the credit test of `themeId`. */
function finishCredit(themeId: number) {
  const outcome = creditOutcome(themeId);
  sessionStore.set('general', {
    type: 'all_theme',
    theme: themeId,
    block: null,
    attemptId: outcome.attempt_id,
    startedAt: Date.now() - 300_000,
  });
  sessionStore.set('result', outcome);
}

beforeEach(() => {
  setToken('t');
  // jsdom has no layout observers or media queries; the carousel (Embla) only needs them to exist.
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  clearTestSession();
  sessionStore.remove('restart');
  localStore.remove('currentThemeId');
});

describe('the map asked for a theme by the address (repetition’s Повторити)', () => {
  it('opens that theme, not the first one, and keeps it as the current theme', async () => {
    serve([theme(1, passed), theme(2), theme(3)]);
    const router = await showAt('/learn?theme=2');
    expect(await screen.findByRole('heading', { name: 'Тема 2. Тема номер 2' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStore.get('currentThemeId')).toBe(2);
  });

  it('says why a closed theme cannot be opened instead of opening theme 1 in its place', async () => {
    serve([theme(1, passed), theme(2), theme(3, { disabled: true, disable: true })]);
    const router = await showAt('/learn?theme=3');
    expect(await screen.findByRole('dialog', { name: 'Тема 3 ще закрита' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Її відкриє залік з теми 2');
    await userEvent.click(screen.getByRole('button', { name: 'До теми 2' }));
    expect(await screen.findByRole('heading', { name: 'Тема 2. Тема номер 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  });

  it('leads a learner who has passed every theme to that theme, never to /finish', async () => {
    serve([theme(1, passed), theme(2, passed)]);
    const router = await showAt('/learn?theme=2');
    expect(await screen.findByRole('heading', { name: 'Тема 2. Тема номер 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
    expect(screen.queryByText('Усі теми пройдено')).not.toBeInTheDocument();
  });

  it('says so when the theme is not among the learner’s themes (another category)', async () => {
    serve([theme(1), theme(2)]);
    await showAt('/learn?theme=45');
    expect(await screen.findByText('Цієї теми немає серед тем вашої категорії')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Тема 1. Тема номер 1' })).toBeInTheDocument();
  });
});

describe('the credit test’s score on the map', () => {
  it('shows once: coming back to the map later does not show it again', async () => {
    serve([theme(1, passed), theme(2), theme(3)]);
    finishCredit(1);
    const router = await showAt('/learn');
    expect(await screen.findByRole('dialog', { name: 'Залік складено!' })).toBeInTheDocument();
    // The learner leaves without closing it (to the review, by a link) and comes back.
    await act(() => router.navigate('/test'));
    expect(await screen.findByText('Інша сторінка')).toBeInTheDocument();
    await act(() => router.navigate('/learn'));
    expect(await screen.findByRole('heading', { name: /^Тема \d\./ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after the last theme says no next theme is opened, and closing it leads to /finish', async () => {
    serve([theme(1, passed), theme(2, passed)]);
    finishCredit(2);
    const router = await showAt('/learn');
    const dialog = await screen.findByRole('dialog', { name: 'Залік складено!' });
    expect(dialog).not.toHaveTextContent('Наступна тема');
    expect(dialog).toHaveTextContent('Це остання тема');
    await userEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish'));
  });

  it('tells a free learner who passes theme 2 that the next theme is Premium', async () => {
    serve([theme(1, passed), theme(2, passed), theme(3, { blocked: true, free: false })], false);
    finishCredit(2);
    const dialog = await (async () => {
      await showAt('/learn');
      return screen.findByRole('dialog', { name: 'Залік складено!' });
    })();
    expect(dialog).toHaveTextContent('Наступна тема відкривається з тарифом Преміум.');
  });
});

describe('a visit to the map', () => {
  it('does not send a learner who has passed every theme to /finish', async () => {
    serve([theme(1, passed), theme(2, passed)]);
    const router = await showAt('/learn');
    expect(await screen.findByRole('heading', { name: /^Тема \d\./ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  });
});

describe('the button at the top of a theme’s road', () => {
  it('says Почати for a theme not yet begun, as home says Почати!, and Продовжити once a lesson is under way', async () => {
    serve([theme(1)]);
    await showAt('/learn');
    expect(await screen.findByRole('button', { name: 'Почати: урок 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Продовжити/ })).not.toBeInTheDocument();
  });

  it('says Продовжити when this tab holds the theme’s lesson left unfinished', async () => {
    sessionStore.set('general', {
      type: 'theme',
      theme: 1,
      block: 0,
      attemptId: '0c8a7c52-54d5-4b34-9f0e-9a7a2d1c6f10',
      startedAt: Date.now() - 60_000,
    });
    serve([theme(1)]);
    await showAt('/learn');
    expect(await screen.findByRole('button', { name: 'Продовжити: урок 1' })).toBeInTheDocument();
  });
});

describe('the map in English', () => {
  it('shows its heading, a theme card, the lesson button and the lessons counted', async () => {
    await act(() => switchLanguage('en'));
    try {
      fakeApi({
        'GET user': { body: testUser({ premium_check: true }) },
        'GET get-available-themes': { body: { theme: [theme(1, { title: 'General provisions' })] } },
        'GET theme/block/1/all': {
          body: {
            ...blocks(1),
            blocks: [
              { idx: 0, count: 20, errors: 0, success: 0, status: 'current' },
              { idx: 1, count: 20, errors: 0, success: 0, status: 'locked' },
            ],
            total: 2,
          },
        },
      });
      await showAt('/learn');
      expect(await screen.findByRole('heading', { level: 1, name: 'Learning by theme' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Start: lesson 1' })).toBeInTheDocument();
      expect(screen.getByText('0/2 lessons completed')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lesson 2: locked' })).toBeDisabled();
      expect(screen.getByText('Theme 1')).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
