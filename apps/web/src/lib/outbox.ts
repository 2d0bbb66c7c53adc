import { RESULT_RESEND_INTERVAL_MS } from '@pdr/contract/constants';
import { OUTBOX_RESEND_HEADER } from '@pdr/contract/constants';
import { ApiError, apiRequest } from './api-client.ts';
import { i18n } from './i18n.ts';
import {
  currentUserId,
  deleteOutbox,
  onUserChange,
  outboxOf,
  putOutbox,
  type OutboxEntry,
} from './offline-store.ts';
import './lib-words.ts';

/**
 * Every result (lesson, retest, credit test, due review), every exam answer and every star of a favourite goes
 * through this queue, kept in IndexedDB under its attempt id (decision 137): closing the tab, a reboot or signing in
 * again later loses nothing, and the server records an attempt id once, so sending again is safe. It is sent in the order it was made, on
 * start, when the connection comes back, when the page is looked at again, and every few seconds while something
 * waits. Each entry goes on its own: one the server fails on (5xx, 429) waits with a back-off, and only the later
 * results of its theme wait behind it (a retest after its lesson); the rest go. A refusal (4xx) is not retried: it
 * stays, with the server's reason, until the learner dismisses it. An entry the device's database will not take is
 * kept in memory while the page lives, sent the same way, and the learner is told (`stored: false`).
 */

/** Told when a result waits in the page's memory only (`stored: false`), in the current language. */
export function unstoredResultMessage(): string {
  return i18n._('lib.unstoredResult');
}

export interface OutboxState {
  /** Results waiting for the connection (exam answers are shown on the exam screen, stars on their buttons). */
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
 * Why an entry did not go at its last try: no connection, or a server that failed on it or on an earlier result of
 * its theme (5xx, 429). Both keep the entry for the next try; only the first is told as a missing connection.
 */
const unsentBy = new Map<string, 'network' | 'server'>();
/** Entries the server failed on: when each may be tried again, and how many times it failed in a row. */
const backoff = new Map<string, { at: number; failures: number }>();
/** The longest a result waits between tries after the server failed on it again and again. */
const MAX_BACKOFF_MS = 5 * 60_000;
/** Entries the device's database refused to store (full, or broken): they live here until sent. */
const unstored = new Map<string, OutboxEntry>();
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
  const lists = await Promise.all(owners.map((owner) => outboxOf(owner).catch(() => [])));
  const inMemory = [...unstored.values()].filter((e) => owners.includes(e.userId));
  return [...lists.flat(), ...inMemory].sort((a, b) => a.createdAt - b.createdAt);
}

async function remove(id: string): Promise<void> {
  backoff.delete(id);
  unsentBy.delete(id);
  if (!unstored.delete(id)) await deleteOutbox(id);
}

async function keepRefused(entry: OutboxEntry, reason: string): Promise<void> {
  const refused = { ...entry, refused: reason };
  if (unstored.has(entry.id)) unstored.set(entry.id, refused);
  else await putOutbox(refused);
}

/**
 * After the server failed on an entry: its next try. A result waits twice as long each time (up to 5 minutes); an
 * exam's entry is tried at every send, since its screen sets the pace under the server's deadline. A 429's
 * Retry-After is kept either way.
 */
function holdBack(entry: OutboxEntry, error: ApiError): void {
  const failures = (backoff.get(entry.id)?.failures ?? 0) + 1;
  const doubling = entry.kind === 'result' ? RESULT_RESEND_INTERVAL_MS * 2 ** (failures - 1) : 0;
  const wait = Math.max(Math.min(doubling, MAX_BACKOFF_MS), (error.retryAfterS ?? 0) * 1000);
  backoff.set(entry.id, { at: Date.now() + wait, failures });
}

/** What an entry must not overtake: the earlier results of its theme (a retest goes after its lesson). */
function queueOf(entry: OutboxEntry): string {
  const theme = entry.body.theme_id;
  return entry.kind === 'result' && typeof theme === 'number' ? `theme:${theme}` : `entry:${entry.id}`;
}

async function refresh(): Promise<OutboxEntry[]> {
  const list = await entries();
  const waiting = list.filter((e) => !e.refused && (e.kind === 'result' || e.kind === 'exam-result')).length;
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

/**
 * Sends what waits, oldest first, each on its own. A missing connection stops the round (the rest would fail the
 * same way); a server's failure holds back that entry and the later results of its theme only.
 */
async function sendAll(): Promise<void> {
  const held = new Set<string>();
  const list = await refresh();
  for (const [index, entry] of list.entries()) {
    if (entry.refused) continue;
    const queue = queueOf(entry);
    if (held.has(queue) || (backoff.get(entry.id)?.at ?? 0) > Date.now()) {
      held.add(queue);
      unsentBy.set(entry.id, 'server');
      continue;
    }
    try {
      // Sent again after waiting: the server counts these (the operators' outbox resends metric).
      const response = await apiRequest(entry.path, {
        method: entry.method ?? 'POST',
        body: entry.body,
        headers: { [OUTBOX_RESEND_HEADER]: '1' },
      });
      await remove(entry.id);
      for (const listener of sentListeners) listener(entry, response);
      settle(entry.id, { response });
    } catch (error) {
      const server = error instanceof ApiError && error.status !== 0;
      if (server && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // A 401 has signed the learner out: the entry waits for their next sign-in.
        if (error.status === 401) break;
        if (entry.kind === 'result') await keepRefused(entry, error.message);
        else await remove(entry.id);
        settle(entry.id, { error });
        continue;
      }
      if (server) {
        holdBack(entry, error);
        held.add(queue);
        unsentBy.set(entry.id, 'server');
        continue;
      }
      for (const rest of list.slice(index)) unsentBy.set(rest.id, 'network');
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
 * it, which the learner is told as a failure, not as being offline); `stored` whether it waits on the device
 * (false: in this page's memory only, since the device would not store it; closing the page loses it).
 */
export type Submitted<T> =
  { sent: true; response: T } | { sent: false; later: Promise<T>; offline: boolean; stored: boolean };

/**
 * Queues an entry for the signed-in learner and tries to send it at once. Sent: the server's answer. Not sent
 * (no connection): `later` settles when it goes through, or rejects with the refusal. A refusal now throws.
 */
export async function submitToOutbox<T>(
  entry: Omit<OutboxEntry, 'userId' | 'createdAt'>,
): Promise<Submitted<T>> {
  const user = currentUserId();
  if (user === null && entry.kind === 'result') throw new ApiError(401, i18n._('lib.signInToSaveResult'));
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
  const queued: OutboxEntry = { ...entry, userId: user ?? 0, createdAt: Date.now() };
  let stored = true;
  try {
    await putOutbox(queued);
  } catch {
    // Full, or a database the browser will not open: the entry waits in memory instead, and the learner is told.
    stored = false;
    unstored.set(queued.id, queued);
  }
  await flushOutbox();
  const outcome = done as { response: unknown } | { error: ApiError } | null;
  if (outcome === null) return { sent: false, later, offline: unsentBy.get(entry.id) !== 'server', stored };
  if ('error' in outcome) throw outcome.error;
  return { sent: true, response: outcome.response as T };
}

/** 'Закрити' on a refused result: the learner has read why. */
export async function dismissRefused(id: string): Promise<void> {
  await remove(id);
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
