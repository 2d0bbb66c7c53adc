import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { renderRoutes } from '@/test/render.tsx';
import { SideMenu } from './side-menu.tsx';

function showAt(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <h1>Вхід</h1> },
      { path: '*', element: <SideMenu /> },
    ],
    path,
  ).router;
}

afterEach(() => {
  cookieStore.remove('tokenRecoverStart');
  vi.useRealTimers();
});

// jsdom's window is 1024 px wide, so the panel starts open as on a desktop.
describe('side menu back button', () => {
  it('on /reset_password is disabled while the SMS code is still valid', async () => {
    cookieStore.set('tokenRecoverStart', Date.now() - 10 * 60_000, 3600);
    showAt('/reset_password');
    expect(screen.getByRole('button', { name: '← Назад' })).toBeDisabled();
  });

  it('on /reset_password goes back to sign-in once the hour is over', async () => {
    cookieStore.set('tokenRecoverStart', Date.now() - 61 * 60_000, 3600);
    const router = showAt('/reset_password');
    const back = screen.getByRole('button', { name: '← Назад' });
    expect(back).toBeEnabled();
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('on /recover is always enabled', async () => {
    showAt('/recover');
    expect(screen.getByRole('button', { name: '← Назад' })).toBeEnabled();
  });
});
