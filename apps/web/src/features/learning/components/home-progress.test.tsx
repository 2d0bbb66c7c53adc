import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
  it('names the mistakes apart from the questions not answered yet', async () => {
    setToken('t');
    fakeApi({
      'GET progress/total': {
        body: { theme: 1, progress: 20, exam_pass: 2, total: 400, success: 106, error: 14 },
      },
    });
    await show();
    const stats = await screen.findByRole('heading', { name: 'Ваш прогрес' });
    const section = stats.closest('section')!;
    const figure = (label: string) => within(section).getByText(label).nextElementSibling;
    expect(figure('Правильних відповідей')).toHaveTextContent('106 / 400');
    expect(figure('Помилок')).toHaveTextContent('14');
    expect(figure('Ще без відповіді')).toHaveTextContent('280');
  });

  it("says 'Не вдалося підгрузити прогресбар' when the progress cannot be loaded", async () => {
    setToken('t');
    fakeApi({ 'GET progress/total': { status: 500, body: { message: 'Внутрішня помилка сервера' } } });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося підгрузити прогресбар');
    expect(screen.queryByRole('heading', { name: 'Ваш прогрес' })).not.toBeInTheDocument();
  });
});
