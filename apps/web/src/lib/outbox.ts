import { RESULT_RESEND_INTERVAL_MS } from '@pdr/contract/constants';
import { OUTBOX_RESEND_HEADER } from '@pdr/contract/constants';
import { ApiError, apiRequest } from './api-client.ts';
import {
  DEVICE_FULL_MESSAGE,
  currentUserId,
  isQuotaError,
  deleteOutbox,
  onUserChange,
  outboxOf,
  putOutbox,
  type OutboxEntry,
} from './offline-store.ts';

/**
 * Every result (lesson, retest, credit test, due review) and every exam answer goes through this queue, kept in
 * IndexedDB under its attempt id (decision 137): closing the tab, a reboot or signing in again later loses nothing,
 * and the server records an attempt id once, so sending again is safe. It is sent in the order it was made, on
 * start, when the connection comes back, when the page is looked at again, and every few seconds while something
 * waits. A refusal (4xx) is not retried: it stays, with the server's reason, until the learner dismisses it.
 */

export interface OutboxState {
  /** Results waiting for the connection (exam answers are shown on the exam screen, not counted here). */
  waiting: number;
  refused: OutboxEntry[];
}

type Settle = { resolve: (response: unknown) => void; reject: (error: ApiError) => void };

let state: OutboxState = { waiting: 0, refused: [] };
const listeners = new Set<() => void>();
const settles = new Map<string, Settle[]>();
const sentListeners = new Set<(entry: OutboxEntry, response: unknown) => void>();
let flushing: Promise<void> | null = null;
/**
 * Why the last send stopped short: no connection, or a server that answered with a failure (5xx, 429). Both keep
 * the entry for the next try; only the first may be told to the learner as a missing connection.
 */
let stoppedBy: 'network' | 'server' | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

export function outboxState(): OutboxState {
  return state;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the server's answer of every entry that goes through, whoever queued it (cache invalidation). */
export function onOutboxSent(listener: (entry: OutboxEntry, response: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

// An exam answer given before the user was known is queued as user 0 (nothing else is).
let anonymousQueued = false;

/**
 * The entries to send: the signed-in learner's, and those queued before the user was known. Signed out, none, and
 * the database is not opened again.
 */
async function entries(): Promise<OutboxEntry[]> {
  const user = currentUserId();
  const owners = [...(user === null ? [] : [user]), ...(anonymousQueued && user !== 0 ? [0] : [])];
  const lists = await Promise.all(owners.map((owner) => outboxOf(owner)));
  return lists.flat().sort((a, b) => a.createdAt - b.createdAt);
}

async function refresh(): Promise<OutboxEntry[]> {
  const list = await entries();
  const waiting = list.filter((e) => !e.refused && e.kind !== 'exam-answer').length;
  const refused = list.filter((e) => e.refused);
  state = { waiting, refused };
  for (const listener of listeners) listener();
  // Polled only while something waits; the events below cover the rest.
  if (list.some((e) => !e.refused) && timer === undefined) {
    timer = setInterval(() => void flushOutbox(), RESULT_RESEND_INTERVAL_MS);
  } else if (!list.some((e) => !e.refused) && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
  return list;
}

function settle(id: string, outcome: { response: unknown } | { error: ApiError }): void {
  for (const s of settles.get(id) ?? []) {
    if ('response' in outcome) s.resolve(outcome.response);
    else s.reject(outcome.error);
  }
  settles.delete(id);
}

/** Sends what waits, oldest first; stops at the first network failure (the rest would fail the same way). */
async function sendAll(): Promise<void> {
  stoppedBy = null;
  for (const entry of await refresh()) {
    if (entry.refused) continue;
    try {
      // Sent again after waiting: the server counts these (the operators' outbox resends metric).
      const response = await apiRequest(entry.path, {
        method: 'POST',
        body: entry.body,
        headers: { [OUTBOX_RESEND_HEADER]: '1' },
      });
      await deleteOutbox(entry.id);
      for (const listener of sentListeners) listener(entry, response);
      settle(entry.id, { response });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // A 401 has signed the learner out: the entry waits for their next sign-in.
        if (error.status === 401) break;
        if (entry.kind === 'result') await putOutbox({ ...entry, refused: error.message });
        else await deleteOutbox(entry.id);
        settle(entry.id, { error });
        continue;
      }
      stoppedBy = error instanceof ApiError && error.status !== 0 ? 'server' : 'network';
      break;
    }
  }
  await refresh();
}

/** One send at a time; a call while one runs waits for it and then sends again (new entries may have come). */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing.then(() => flushOutbox());
  flushing = sendAll()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Not sent now, the entry waits; `offline` says whether the connection is missing (false: the server failed on
 * it, which the learner is told as a failure, not as being offline).
 */
export type Submitted<T> = { sent: true; response: T } | { sent: false; later: Promise<T>; offline: boolean };

/**
 * Queues an entry for the signed-in learner and tries to send it at once. Sent: the server's answer. Not sent
 * (no connection): `later` settles when it goes through, or rejects with the refusal. A refusal now throws.
 */
export async function submitToOutbox<T>(
  entry: Omit<OutboxEntry, 'userId' | 'createdAt'>,
): Promise<Submitted<T>> {
  const user = currentUserId();
  if (user === null && entry.kind === 'result') throw new ApiError(401, 'Увійдіть, щоб зберегти результат');
  let done: { response: unknown } | { error: ApiError } | null = null;
  const later = new Promise<T>((resolve, reject) => {
    const list = settles.get(entry.id) ?? [];
    list.push({
      resolve: (response) => {
        done = { response };
        resolve(response as T);
      },
      reject: (error) => {
        done = { error };
        reject(error);
      },
    });
    settles.set(entry.id, list);
  });
  later.catch(() => undefined);
  if (user === null) anonymousQueued = true;
  try {
    await putOutbox({ ...entry, userId: user ?? 0, createdAt: Date.now() });
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    // A full device cannot keep it: sent at once, or the learner is told why it cannot wait.
    settles.delete(entry.id);
    try {
      return { sent: true, response: await apiRequest<T>(entry.path, { method: 'POST', body: entry.body }) };
    } catch (sendError) {
      if (sendError instanceof ApiError && sendError.status >= 400 && sendError.status < 500) throw sendError;
      throw new Error(DEVICE_FULL_MESSAGE);
    }
  }
  await flushOutbox();
  const outcome = done as { response: unknown } | { error: ApiError } | null;
  if (outcome === null) return { sent: false, later, offline: stoppedBy !== 'server' };
  if ('error' in outcome) throw outcome.error;
  return { sent: true, response: outcome.response as T };
}

/** 'Закрити' on a refused result: the learner has read why. */
export async function dismissRefused(id: string): Promise<void> {
  await deleteOutbox(id);
  await refresh();
}

let started = false;

/** Sends on start and whenever a chance comes: back online, the page looked at again, the learner changing. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  const kick = () => void flushOutbox();
  window.addEventListener('online', kick);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
  onUserChange(kick);
  kick();
}
