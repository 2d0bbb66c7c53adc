import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RecoverRoute } from '@/app/routes/recover.tsx';
import { ResetPasswordRoute } from '@/app/routes/reset-password.tsx';
import { getToken, setToken } from '@/lib/session.ts';
import { renderRoutes } from '@/test/render.tsx';

async function showAt(path: string) {
  const { router } = await renderRoutes(
    [
      { path: '/recover', element: <RecoverRoute /> },
      { path: '/reset_password', element: <ResetPasswordRoute /> },
      { path: '/', element: <h1>Головна</h1> },
    ],
    path,
  );
  return router;
}

afterEach(() => setToken(null));

describe('password recovery screens', () => {
  it.each(['/recover', '/reset_password'])(
    'send a signed-in learner from %s home, still signed in',
    async (path) => {
      setToken('signed-in');
      const router = await showAt(path);
      expect(await screen.findByRole('heading', { name: 'Головна' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(getToken()).toBe('signed-in');
    },
  );

  it('show a guest the recovery form', async () => {
    const router = await showAt('/recover');
    expect(await screen.findByRole('heading', { name: 'Відновлення пароля' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recover'));
  });
});
