import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { PopupBar } from '@/components/ui/popup-bar.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { ResetStatistics } from './reset-statistics.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

function show() {
  return renderWithQuery(
    <>
      <ResetStatistics />
      <PopupBar />
    </>,
  );
}

describe('ResetStatistics', () => {
  it('asks first, and No sends nothing', async () => {
    setToken('t');
    const calls = fakeApi({});
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Скинути статистику' }));
    const dialog = screen.getByRole('dialog', { name: 'Скинути статистику?' });
    expect(dialog).toHaveTextContent('Історія пройдених тестів та іспитів залишиться');
    await userEvent.click(screen.getByRole('button', { name: 'Ні' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resets on Yes, closes the modal and reloads total progress', async () => {
    setToken('t');
    const calls = fakeApi({ 'GET reset/statistic': { body: { message: 'Статистику скинуто' } } });
    const { queryClient } = show();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Скинути статистику' }));
    await userEvent.click(screen.getByRole('button', { name: 'Так' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.key)).toEqual(['GET reset/statistic']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['progress', 'total'] });
    expect(await screen.findByText('Статистику скинуто')).toBeInTheDocument();
  });

  it("says 'Помилка' on a 422 and keeps the modal open", async () => {
    setToken('t');
    fakeApi({ 'GET reset/statistic': { status: 422, body: { message: 'Перевірте введені дані' } } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Скинути статистику' }));
    await userEvent.click(screen.getByRole('button', { name: 'Так' }));
    expect(await screen.findByText('Помилка')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
