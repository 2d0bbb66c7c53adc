import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultOutcome } from '@pdr/contract/learning';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { flushOutbox, outboxState } from '@/lib/outbox.ts';
import { showPopup } from '@/lib/popup.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore, type PendingResult } from '@/lib/storage.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { testUser } from '@/test/users.ts';
import { useResultSender } from './use-result-sender.ts';

vi.mock('@/lib/popup.ts', () => ({ showPopup: vi.fn() }));

const ATTEMPT = '7d0f6c8e-2f43-4a55-9d4e-4b8f6f1c1a01';
const answers = [
  { answer_id: 11, question_id: 1, correct: 1 },
  { answer_id: 22, question_id: 2, correct: 0 },
  { answer_id: 31, question_id: 3, correct: 1 },
];
const body = {
  attempt_id: ATTEMPT,
  type: 'theme',
  theme_id: 1,
  idx: 1,
  time: 300,
  data_question: JSON.stringify(answers),
  result: 2,
  count_question: 3,
};
const outcome: ResultOutcome = {
  attempt_id: ATTEMPT,
  type: 'theme',
  theme_id: 1,
  idx: 1,
  result: 2,
  count_question: 3,
  percent: 66,
  passed: false,
  time: 300,
  wrong_question_ids: [2],
  block: { idx: 1, count: 3, errors: 1, success: 2, status: 'error' },
  progress_car: null,
  correct_answers: [],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(async () => {
  setToken('token-1');
  sessionStore.set('user', testUser({ id: 41 }));
  await claimDevice(41);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(showPopup).mockClear();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('useResultSender', () => {
  it("hands over the server's outcome when the result goes through at once, saying nothing extra", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'ok', result: outcome })),
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useResultSender(onDone), { wrapper });
    await result.current.send({ path: '/result/successful', body });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(outcome));
    expect(showPopup).not.toHaveBeenCalled();
    expect(outboxState().waiting).toBe(0);
  });

  it('goes on with a lesson scored on the device when the network is gone, and sends it once it is back', async () => {
    const bodies: unknown[] = [];
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ status: 'ok', result: outcome });
      }),
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useResultSender(onDone), { wrapper });
    await result.current.send({ path: '/result/successful', body });

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({
      result: 2,
      count_question: 3,
      passed: false,
      wrong_question_ids: [2],
      block: { idx: 1, errors: 1, success: 2, status: 'error' },
    });
    expect(showPopup).toHaveBeenCalledWith(
      'success',
      "Немає зв'язку: результат збережено і буде надіслано, щойно з'явиться інтернет",
    );
    expect(outboxState().waiting).toBe(1);

    online = true;
    await flushOutbox();
    // The same attempt id: the server counts it once.
    expect(bodies).toEqual([body]);
    expect(outboxState().waiting).toBe(0);
  });

  it("shows a refusal (4xx) as the spec's 'Помилка надсилання', keeping the server's reason in the outbox", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ message: 'Цей блок відкриється, коли ви пройдете попередні блоки теми' }, 403),
      ),
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useResultSender(onDone), { wrapper });
    await result.current.send({ path: '/result/successful', body });
    await waitFor(() => expect(showPopup).toHaveBeenCalledWith('error', 'Помилка надсилання'));
    expect(showPopup).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(outboxState().refused).toMatchObject([
      {
        id: ATTEMPT,
        label: 'Урок, блок 2',
        refused: 'Цей блок відкриється, коли ви пройдете попередні блоки теми',
      },
    ]);
  });

  it.each<[string, PendingResult['path']]>([
    ['a lesson', '/result/successful'],
    ['a credit test', '/test-successful'],
  ])(
    "shows a server failure (5xx) of %s as 'Помилка надсилання', never as no connection, and keeps it to resend",
    async (_name, path) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ message: 'Виникла помилка!' }, 500)),
      );
      const onDone = vi.fn();
      const { result } = renderHook(() => useResultSender(onDone), { wrapper });
      await result.current.send({ path, body });
      await waitFor(() => expect(showPopup).toHaveBeenCalledWith('error', 'Помилка надсилання'));
      expect(showPopup).toHaveBeenCalledTimes(1);
      expect(onDone).not.toHaveBeenCalled();
      expect(outboxState().waiting).toBe(1);
    },
  );
});
