import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { InvitationsPage } from './invitations-page.tsx';

const inviteUrl = 'http://localhost:3000/#/register?code=12345678';

async function show(groups: unknown[]) {
  setToken('t');
  fakeApi({ 'GET teacher/groups': { body: { groups } } });
  await renderRoutes([{ path: '/referal', element: <InvitationsPage /> }], '/referal');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('InvitationsPage', () => {
  const group = {
    id: 5,
    name: 'Група вечірня',
    code: '12345678',
    school_name: 'Автошкола «Рух»',
    pupils: 0,
    invite_url: inviteUrl,
  };

  it('shows the code 3-2-3, the link, a QR code of the link and the printed sheet', async () => {
    await show([group]);
    expect(await screen.findByRole('heading', { name: 'Група вечірня' })).toBeInTheDocument();
    expect(screen.getByLabelText('Посилання для реєстрації')).toHaveValue(inviteUrl);
    expect(screen.getAllByText('123 45 678').length).toBeGreaterThan(0);
    const qr = screen.getByRole('img', { name: 'QR-код запрошення до групи вечірня' });
    // The spec's defaults: 128 px with a margin of 4 modules.
    expect(qr).toHaveAttribute('height', '128');
    expect(document.querySelector('[data-testid="invitation-sheet"]')).toHaveTextContent(inviteUrl);
  });

  it('copies the link to the clipboard', async () => {
    await show([group]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await userEvent.click(await screen.findByRole('button', { name: 'Копіювати' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(inviteUrl));
  });

  it('opens a large QR code for a projector', async () => {
    await show([group]);
    await userEvent.click(await screen.findByRole('button', { name: 'QR-код для проєктора' }));
    const dialog = await screen.findByRole('dialog', { name: 'Група вечірня' });
    expect(dialog.querySelector('svg')).toHaveAttribute('height', '480');
  });

  it('explains an empty list of groups', async () => {
    await show([]);
    expect(await screen.findByRole('heading', { name: 'У вас ще немає груп' })).toBeInTheDocument();
  });
});
