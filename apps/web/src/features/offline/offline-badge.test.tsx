import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n.ts';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { flushOutbox, submitToOutbox } from '@/lib/outbox.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { OfflineBadge } from './offline-badge.tsx';
import { waitingText } from './waiting-words.ts';

const lesson = (id: string) => ({
  id,
  kind: 'result' as const,
  path: '/result/successful',
  body: { attempt_id: id },
  label: 'Урок, блок 2',
});

beforeEach(async () => {
  setToken('token-9');
  sessionStore.set('user', testUser({ id: 9 }));
  await claimDevice(9);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
  await flushOutbox();
});

describe('waitingText', () => {
  it('says how many results wait in the right Ukrainian form', () => {
    expect(waitingText(1)).toBe("1 результат чекає на зв'язок");
    expect(waitingText(2)).toBe("2 результати чекають на зв'язок");
    expect(waitingText(5)).toBe("5 результатів чекають на зв'язок");
    expect(waitingText(21)).toBe("21 результат чекає на зв'язок");
    expect(waitingText(24)).toBe("24 результати чекають на зв'язок");
  });
});

describe('OfflineBadge', () => {
  it("shows the results waiting for the connection and sends them with 'Надіслати зараз'", async () => {
    let up = false;
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return jsonResponse({ status: 'ok', result: {} });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithQuery(<OfflineBadge />);
    await submitToOutbox(lesson('w-1'));
    await submitToOutbox(lesson('w-2'));
    const badge = await screen.findByRole('status');
    expect(badge).toHaveTextContent("2 результати чекають на зв'язок");

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати зараз' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows a refused result with the reason until it is closed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Ця тема доступна з тарифом Преміум' }, 403)),
    );
    renderWithQuery(<OfflineBadge />);
    await submitToOutbox(lesson('r-1')).catch(() => undefined);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Урок, блок 2: результат не прийнято. Ця тема доступна з тарифом Преміум',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('OfflineBadge in English', () => {
  afterEach(async () => {
    await act(() => switchLanguage('uk'));
  });

  it('counts the waiting results in English and offers to send them now', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await act(() => switchLanguage('en'));
    expect([1, 2, 5].map(waitingText)).toEqual([
      '1 result is waiting for a connection',
      '2 results are waiting for a connection',
      '5 results are waiting for a connection',
    ]);
    renderWithQuery(<OfflineBadge />);
    await submitToOutbox(lesson('e-1'));
    expect(await screen.findByRole('status')).toHaveTextContent('1 result is waiting for a connection');
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });
});
