import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pdr/contract/accounts';
import { setToken } from '@/lib/session.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { HeaderUserSlot, MobileMenuUserSlot } from './accounts-slots.tsx';

const teacher = testUser({
  first_name: 'Ігор',
  last_name: 'Мельник',
  role_id: 4,
  premium_check: true,
  premium_until: '2031-01-01T00:00:00.000Z',
});

async function show(user: User | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(user)),
  );
  const { router } = await renderRoutes([{ path: '*', element: <HeaderUserSlot /> }], '/learn');
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('HeaderUserSlot', () => {
  it('renders nothing for a guest', async () => {
    await show(null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the name, the teacher label, the Premium badge and the premium profile icon', async () => {
    setToken('t');
    await show(teacher);
    expect(await screen.findByText('Ігор Мельник')).toBeInTheDocument();
    expect(screen.getByText('Викладач')).toBeInTheDocument();
    expect(screen.getByText('Преміум')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню профілю (Преміум)' })).toBeInTheDocument();
    expect(screen.queryByText(/^Категорія/)).not.toBeInTheDocument();
  });

  it("labels a pupil without Premium and opens 'Мій профіль' from the dropdown", async () => {
    setToken('t');
    const router = await show({ ...teacher, role_id: 1, premium_check: false });
    expect(await screen.findByText('Учень')).toBeInTheDocument();
    expect(screen.getByText('Категорія B')).toBeInTheDocument();
    expect(screen.queryByText('Преміум')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Меню профілю' }));
    expect(await screen.findByRole('menuitem', { name: 'Вийти' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Мій профіль' }));
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('MobileMenuUserSlot', () => {
  it("names a pupil's active category beside the role, with the way to the profile", async () => {
    setToken('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(testUser({ active_category: { label: 'C', full_exam: false } }))),
    );
    await renderRoutes([{ path: '*', element: <MobileMenuUserSlot onNavigate={() => {}} /> }], '/learn');
    expect(await screen.findByText('Категорія C')).toBeInTheDocument();
    expect(screen.getByText('Учень')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мій профіль' })).toHaveAttribute('href', '#/profile');
  });
});
