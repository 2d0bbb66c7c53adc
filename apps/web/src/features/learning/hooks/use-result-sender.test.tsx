import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultOutcome } from '@pdr/contract/learning';
import { showPopup } from '@/lib/popup.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { useResultSender } from './use-result-sender.ts';

vi.mock('@/lib/popup.ts', () => ({ showPopup: vi.fn() }));

const outcome: ResultOutcome = {
  attempt_id: '7d0f6c8e-2f43-4a55-9d4e-4b8f6f1c1a01',
  type: 'theme',
  theme_id: 1,
  idx: 0,
  result: 19,
  count_question: 20,
  percent: 95,
  passed: true,
  time: 300,
  wrong_question_ids: [11],
  block: null,
  progress_car: null,
  correct_answers: [],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showPopup).mockClear();
});

describe('useResultSender', () => {
  it("resends a lesson's result while the network fails and says 'Успішно надіслано' once it is through", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (bodies.length === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ status: 'ok', result: outcome });
      }),
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useResultSender(onDone), { wrapper });
    const body = { attempt_id: outcome.attempt_id, type: 'theme', theme_id: 1, idx: 0, time: 300 };
    void result.current.send({ path: '/result/successful', body });

    await waitFor(() => expect(showPopup).toHaveBeenCalledWith('error', 'Помилка надсилання'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(outcome), { timeout: 7000 });
    expect(showPopup).toHaveBeenLastCalledWith('success', 'Успішно надіслано');
    // The same attempt id both times: the server counts it once.
    expect(bodies).toEqual([body, body]);
  }, 10_000);

  it('says nothing extra when the first send goes through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'ok', result: outcome })),
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useResultSender(onDone), { wrapper });
    await result.current.send({ path: '/result/successful', body: { attempt_id: outcome.attempt_id } });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(showPopup).not.toHaveBeenCalled();
  });
});
