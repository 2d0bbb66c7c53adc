import { OUTBOX_RESEND_HEADER } from '@pdr/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api.ts';
import { testUser } from '@/test/users.ts';
import { claimDevice, clearOfflineData, outboxOf } from './offline-store.ts';
import { dismissRefused, flushOutbox, outboxState, submitToOutbox } from './outbox.ts';
import { setToken } from './session.ts';
import { sessionStore } from './storage.ts';

function signIn(id: number) {
  setToken(`token-${id}`);
  sessionStore.set('user', testUser({ id }));
  return claimDevice(id);
}

const result = (id: string, idx: number) => ({
  id,
  kind: 'result' as const,
  path: '/result/successful',
  body: { attempt_id: id, idx },
  label: `Урок, блок ${idx + 1}`,
});

/** A server that is down until `up` is set, and records what reached it. */
function server() {
  const s = {
    up: false,
    got: [] as { url: string; body: unknown; auth: string | undefined; resend: string | undefined }[],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!s.up) throw new TypeError('Failed to fetch');
      const headers = init?.headers as Record<string, string>;
      s.got.push({
        url,
        body: JSON.parse(String(init?.body)),
        auth: headers.Authorization,
        resend: headers[OUTBOX_RESEND_HEADER],
      });
      return jsonResponse({ status: 'ok', result: { n: s.got.length } });
    }),
  );
  return s;
}

beforeEach(() => signIn(7));
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('the outbox', () => {
  it('keeps results made with no network and sends them in the order they were made once it is back', async () => {
    const s = server();
    const first = await submitToOutbox(result('a-1', 1));
    await submitToOutbox(result('a-2', 1));
    expect(first.sent).toBe(false);
    expect(outboxState().waiting).toBe(2);

    s.up = true;
    await flushOutbox();
    expect(s.got.map((g) => g.body)).toEqual([
      { attempt_id: 'a-1', idx: 1 },
      { attempt_id: 'a-2', idx: 1 },
    ]);
    expect(s.got[0]!.auth).toBe('Bearer token-7');
    // Sent again after waiting: marked, so that the server's metrics count the outbox's resends.
    expect(s.got.map((g) => g.resend)).toEqual(['1', '1']);
    expect(outboxState().waiting).toBe(0);
    if (!first.sent) await expect(first.later).resolves.toEqual({ status: 'ok', result: { n: 1 } });
  });

  it('sends when the browser says the connection is back', async () => {
    const s = server();
    const { startOutbox } = await import('./outbox.ts');
    startOutbox();
    await submitToOutbox(result('b-1', 0));
    s.up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outboxState().waiting).toBe(0));
    expect(s.got).toHaveLength(1);
  });

  it('is still there when the learner signs in again later on the device', async () => {
    const s = server();
    await submitToOutbox(result('c-1', 0));
    // The same learner signs in later on this device (a new tab, a reboot): it is still there.
    setToken(null);
    await claimDevice(null);
    await signIn(7);
    expect((await outboxOf(7)).map((e) => e.id)).toEqual(['c-1']);
    s.up = true;
    await flushOutbox();
    expect(s.got).toHaveLength(1);
  });

  it('does not retry a refusal: it stays with its reason until dismissed', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Питання не належить до цього тесту' }, 422));
    vi.stubGlobal('fetch', fetch);
    await expect(submitToOutbox(result('d-1', 0))).rejects.toMatchObject({
      status: 422,
      message: 'Питання не належить до цього тесту',
    });
    await flushOutbox();
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outboxState()).toMatchObject({
      waiting: 0,
      refused: [{ id: 'd-1', refused: 'Питання не належить до цього тесту' }],
    });
    await dismissRefused('d-1');
    expect(outboxState().refused).toEqual([]);
  });

  it('keeps a result that met a server error (5xx) for the next try', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Виникла помилка!' }, 503)),
    );
    const r = await submitToOutbox(result('e-1', 0));
    // A failure, not a missing connection: the learner is not told they are offline.
    expect(r).toMatchObject({ sent: false, offline: false });
    expect(outboxState().waiting).toBe(1);
  });

  it('says a result waits for the connection only when the connection is missing', async () => {
    server();
    expect(await submitToOutbox(result('f-1', 0))).toMatchObject({ sent: false, offline: true });
  });

  it('sends each entry on its own: one the server fails on waits with its back-off, and only its theme waits behind it', async () => {
    const got: string[] = [];
    const failing = new Set(['g-1']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const id = String((JSON.parse(String(init?.body)) as { attempt_id: string }).attempt_id);
        got.push(id);
        return failing.has(id)
          ? jsonResponse({ message: 'Забагато запитів' }, 429)
          : jsonResponse({ status: 'ok', result: { id } });
      }),
    );
    const inTheme = (id: string, theme: number) => ({
      ...result(id, 0),
      body: { attempt_id: id, theme_id: theme },
    });
    const lesson = await submitToOutbox(inTheme('g-1', 1));
    expect(lesson).toMatchObject({ sent: false, offline: false, stored: true });
    // Another theme's result goes; the retest of the failing lesson's theme waits behind it.
    expect(await submitToOutbox(inTheme('g-2', 2))).toMatchObject({ sent: true });
    expect(await submitToOutbox(inTheme('g-3', 1))).toMatchObject({ sent: false, offline: false });
    expect(got).toEqual(['g-1', 'g-2']);
    // Within its back-off the failing one is not tried again.
    await flushOutbox();
    expect(got).toEqual(['g-1', 'g-2']);
    expect(outboxState().waiting).toBe(2);

    failing.clear();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6000);
    await flushOutbox();
    expect(got).toEqual(['g-1', 'g-2', 'g-1', 'g-3']);
    expect(outboxState().waiting).toBe(0);
    if (!lesson.sent) await expect(lesson.later).resolves.toEqual({ status: 'ok', result: { id: 'g-1' } });
  });
});
