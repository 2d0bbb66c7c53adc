import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { getToken, setToken } from '@/lib/session.ts';
import { renderRoutes } from '@/test/render.tsx';
import { SideMenu } from './side-menu.tsx';

async function showAt(path: string) {
  const { router } = await renderRoutes(
    [
      { path: '/login', element: <h1>Вхід</h1> },
      { path: '*', element: <SideMenu /> },
    ],
    path,
  );
  return router;
}

afterEach(() => {
  setToken(null);
  vi.unstubAllGlobals();
  cookieStore.remove('tokenRecover', 'tokenRecoverStart');
  vi.useRealTimers();
});

// jsdom's window is 1024 px wide, so the panel starts open as on a desktop.
describe('side menu back button', () => {
  it('on /reset_password goes back to sign-in at once, while the SMS code is still valid, and forgets the recovery', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('tokenRecoverStart', Date.now() - 10 * 60_000, 3600);
    const router = await showAt('/reset_password');
    const back = screen.getByRole('button', { name: '← Назад' });
    expect(back).toBeEnabled();
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/login');
    expect(cookieStore.get('tokenRecover')).toBeUndefined();
  });

  it('on /recover is always enabled', async () => {
    await showAt('/recover');
    expect(screen.getByRole('button', { name: '← Назад' })).toBeEnabled();
  });

  it('on /register/finish takes a signed-in learner back where they came from, still signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    setToken('signed-in');
    const { router } = await renderRoutes(
      [
        { path: '/profile', element: <h1>Профіль</h1> },
        { path: '/login', element: <h1>Вхід</h1> },
        { path: '*', element: <SideMenu /> },
      ],
      '/profile',
    );
    await act(() => router.navigate('/register/finish'));
    await userEvent.click(screen.getByRole('button', { name: '← Назад' }));
    expect(await screen.findByRole('heading', { name: 'Профіль' })).toBeInTheDocument();
    expect(getToken()).toBe('signed-in');
  });
});
