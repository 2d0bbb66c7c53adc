import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RecoverRoute } from '@/app/routes/recover.tsx';
import { ResetPasswordRoute } from '@/app/routes/reset-password.tsx';
import { getToken, setToken } from '@/lib/session.ts';
import { renderRoutes } from '@/test/render.tsx';

function showAt(path: string) {
  return renderRoutes(
    [
      { path: '/recover', element: <RecoverRoute /> },
      { path: '/reset_password', element: <ResetPasswordRoute /> },
      { path: '/', element: <h1>Головна</h1> },
    ],
    path,
  ).router;
}

afterEach(() => setToken(null));

describe('password recovery screens', () => {
  it.each(['/recover', '/reset_password'])(
    'send a signed-in learner from %s home, still signed in',
    async (path) => {
      setToken('signed-in');
      const router = showAt(path);
      expect(await screen.findByRole('heading', { name: 'Головна' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(getToken()).toBe('signed-in');
    },
  );

  it('show a guest the recovery form', async () => {
    const router = showAt('/recover');
    expect(await screen.findByRole('heading', { name: 'Відновлення пароля' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recover'));
  });
});
