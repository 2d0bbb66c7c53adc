import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { HomeProgress } from './home-progress.tsx';

function show() {
  return renderRoutes([{ path: '/', element: <HomeProgress /> }], '/');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('HomeProgress', () => {
  it("says 'Не вдалося підгрузити прогресбар' when the progress cannot be loaded", async () => {
    setToken('t');
    fakeApi({ 'GET progress/total': { status: 500, body: { message: 'Внутрішня помилка сервера' } } });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося підгрузити прогресбар');
    expect(screen.queryByRole('heading', { name: 'Ваш прогрес' })).not.toBeInTheDocument();
  });
});
