import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api.ts';
import { testUser } from '@/test/users.ts';
import type * as store from './offline-store.ts';
import { claimDevice, clearOfflineData, outboxOf } from './offline-store.ts';
import { flushOutbox, outboxState, submitToOutbox } from './outbox.ts';
import { setToken } from './session.ts';
import { sessionStore } from './storage.ts';

// A device whose database refuses the outbox's writes (not only a full disk: a broken or blocked database too).
vi.mock('./offline-store.ts', async (original) => ({
  ...(await original<typeof store>()),
  putOutbox: vi.fn(async () => {
    throw new DOMException('The database connection is closing.', 'InvalidStateError');
  }),
}));

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
});

it('keeps a result the device will not store in memory, says so, and sends it when the connection is back', async () => {
  let up = false;
  const fetch = vi.fn(async () => {
    if (!up) throw new TypeError('Failed to fetch');
    return jsonResponse({ status: 'ok', result: { n: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  const r = await submitToOutbox({
    id: 'u-1',
    kind: 'result',
    path: '/result/successful',
    body: { attempt_id: 'u-1' },
    label: 'Урок, блок 1',
  });
  expect(r).toMatchObject({ sent: false, offline: true, stored: false });
  expect(outboxState().waiting).toBe(1);
  expect(await outboxOf(9)).toEqual([]);

  up = true;
  await flushOutbox();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(outboxState().waiting).toBe(0);
  if (!r.sent) await expect(r.later).resolves.toEqual({ status: 'ok', result: { n: 1 } });
});
