import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { switchLanguage } from '@/lib/i18n.ts';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { outboxState, submitToOutbox } from '@/lib/outbox.ts';
import { usePopup } from '@/lib/popup.ts';
import { getToken, setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { useLogout } from './logout.ts';

function SignOut() {
  const logout = useLogout();
  const popup = usePopup();
  return (
    <>
      <button type="button" onClick={() => logout.mutate()}>
        Вийти
      </button>
      <p role="status">{popup?.text}</p>
    </>
  );
}

beforeEach(async () => {
  setToken('token-5');
  sessionStore.set('user', testUser({ id: 5 }));
  await claimDevice(5);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
  await switchLanguage('uk');
  window.localStorage.clear();
});

it('sends the results still waiting in the outbox before it signs out and clears the device', async () => {
  let up = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!up) throw new TypeError('Failed to fetch');
      calls.push(new URL(url, 'http://localhost').pathname);
      return jsonResponse({ status: 'ok' });
    }),
  );
  await submitToOutbox({
    id: 'attempt-1',
    kind: 'result',
    path: '/result/successful',
    body: { attempt_id: 'attempt-1' },
    label: 'Урок, блок 2',
  });
  expect(outboxState().waiting).toBe(1);

  up = true;
  await renderWithApp(<SignOut />, '/');
  await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
  await waitFor(() => expect(getToken()).toBeNull());
  expect(calls).toEqual(['/api/result/successful', '/api/logout']);
});

it.each([
  ['uk', 'Не вдалося вийти'],
  ['en', 'Could not sign out'],
] as const)(
  'says in %s that signing out failed, and keeps the learner signed in',
  async (language, words) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Помилка сервера' }, 500)),
    );
    await act(() => switchLanguage(language));
    await renderWithApp(<SignOut />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(await screen.findByRole('status')).toHaveTextContent(words);
    expect(getToken()).toBe('token-5');
  },
);
