import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LearningTheme } from '@pdr/contract/learning';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { FinishScreen } from './finish-screen.tsx';

function theme(number: number, passed: boolean): LearningTheme {
  return {
    id: number,
    number,
    title: `Тема номер ${number}`,
    free: true,
    progress: passed ? 100 : 50,
    error: 0,
    success: 20,
    blocked: false,
    disabled: false,
    disable: false,
    progress_car: { progress: passed ? 90 : 0, error: 0 },
    question_count: 40,
    block_count: 2,
    done_blocks: passed ? 2 : 1,
  };
}

async function showFinish() {
  const { router } = await renderRoutes(
    [
      { path: '/finish', element: <FinishScreen /> },
      { path: '/learn', element: <h1>Мапа тем</h1> },
    ],
    '/finish',
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('/finish', () => {
  it('asks a guest to sign in instead of congratulating them', async () => {
    await showFinish();
    expect(screen.getByRole('heading', { name: 'Увійдіть, щоб навчатися' })).toBeInTheDocument();
    expect(screen.queryByText('Ви успішно пройшли всі теми!')).not.toBeInTheDocument();
  });

  it('sends a learner with a theme still to pass to the map', async () => {
    setToken('t');
    fakeApi({ 'GET get-available-themes': { body: { theme: [theme(1, true), theme(2, false)] } } });
    const router = await showFinish();
    expect(await screen.findByRole('heading', { name: 'Мапа тем' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  });

  it('congratulates a learner who has passed every theme', async () => {
    setToken('t');
    fakeApi({ 'GET get-available-themes': { body: { theme: [theme(1, true), theme(2, true)] } } });
    const router = await showFinish();
    expect(await screen.findByRole('heading', { name: 'Ви успішно пройшли всі теми!' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish'));
  });
});
