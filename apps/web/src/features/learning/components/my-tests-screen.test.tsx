import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HistoryEntry } from '@pdr/contract/learning';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { MyTestsScreen } from './my-tests-screen.tsx';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'x',
  date: '2026-11-20T10:00:00.000Z',
  type: 'theme',
  category: null,
  language: null,
  theme: null,
  result: 18,
  count_question: 20,
  time: '05:00',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('MyTestsScreen', () => {
  it('names the category of each exam, and none for other tests or exams from before categories', async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser() },
      'GET student-results': {
        body: {
          result: [
            entry({ id: 'a', type: 'exam', category: 'C', language: 'uk', result: 19 }),
            entry({ id: 'b', type: 'exam', category: null, result: 17 }),
            entry({ id: 'c', theme: { id: 1, number: 1, title: 'Загальні положення' } }),
          ],
        },
      },
    });
    await renderWithApp(<MyTestsScreen />, '/my_test');
    const table = await screen.findByRole('table');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Іспит · кат. C · українською' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Іспит' })).toBeInTheDocument();
    expect(within(third!).getByRole('cell', { name: 'Урок' })).toBeInTheDocument();
  });

  it('names the language an exam was taken in', async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser() },
      'GET student-results': {
        body: { result: [entry({ id: 'a', type: 'exam', category: 'B', language: 'en' })] },
      },
    });
    await renderWithApp(<MyTestsScreen />, '/my_test');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Іспит · кат. B · англійською' })).toBeInTheDocument();
  });

  it("shows each test's time as Kyiv's, and says so where the device's zone differs", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser() },
      // 22:30 UTC on 1 December is half past midnight on 2 December in Kyiv.
      'GET student-results': { body: { result: [entry({ id: 'a', date: '2026-12-01T22:30:00.000Z' })] } },
    });
    await renderWithApp(<MyTestsScreen />, '/my_test');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: /02\.12\.2026.*00:30/ })).toBeInTheDocument();
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (['Europe/Kyiv', 'Europe/Kiev'].includes(deviceZone))
      expect(screen.queryByText('Час — київський.')).not.toBeInTheDocument();
    else expect(screen.getByText('Час — київський.')).toBeInTheDocument();
  });
});
