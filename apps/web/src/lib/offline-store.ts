import type { Language } from '@pdr/contract/language';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Block, Question } from '@pdr/contract/learning';
import { DB_NAME, offlineDatabaseExists, USER_CACHE_PREFIX } from './device-data.ts';
import { i18n } from './i18n.ts';
import { getToken } from './session.ts';
import { sessionStore } from './storage.ts';
import './lib-words.ts';

/**
 * What the device keeps for learning with no network (decision 137), in one IndexedDB database through
 * `idb`: the themes saved for offline (their blocks, questions with answers and comments, each block's wrong
 * questions), the last theme list, the test in progress, the last due-review cards and the outbox of results not
 * yet sent. Every row belongs to a user id; the device has one owner at a time. When the owner's session ends
 * (signing out, a token the server refuses, a tab closed without signing out) or another learner signs in, it is all
 * cleared, with every Cache Storage cache named `pdr-user-*`, except the results not yet sent: those stay sealed
 * under their learner's id and go when that learner signs in again (decision 164).
 */

export { DB_NAME, USER_CACHE_PREFIX };
export const IMAGES_CACHE = `${USER_CACHE_PREFIX}images`;
/**
 * How long a result of an ended session waits, sealed, for its learner to sign in on this device again; older ones
 * go at the next clearing, so a device does not hold a learner's answers for ever (the server's sessions live 30
 * idle days too).
 */
export const SEALED_RESULT_DAYS = 30;

/** The theme list as last fetched on this device, kept under this name (`keep`, `kept`). */
export const THEME_LIST = 'themes';

export interface SavedTheme {
  userId: number;
  themeId: number;
  title: string;
  free: boolean;
  blocks: Block[];
  /** Per block: the questions its latest attempt got wrong (a retest's questions). */
  wrong: number[][];
  questions: Question[];
  savedAt: number;
  /** Saved by the learner ('Зберегти для офлайн') rather than kept because it is the current theme. */
  chosen: boolean;
  /** The language its questions and title were saved in; a copy saved before there was a choice is Ukrainian. */
  language?: Language;
}

export interface OutboxEntry {
  /** The attempt id (or the exam answer's client id): the server records it once. */
  id: string;
  userId: number;
  /**
   * A result waits and, refused, stays listed; an exam answer or result goes back to its screen when refused. A
   * favourite (a star or an unstar, `favourite:<questionId>`, the last one kept) is dropped when refused.
   */
  kind: 'result' | 'exam-answer' | 'exam-result' | 'favourite';
  /** POST unless named. */
  method?: 'PUT' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
  /** What the badge and a refusal name: 'Блок 2, тема 1'. */
  label: string;
  createdAt: number;
  /** The server's reason when it refused the result (4xx): shown until dismissed, never sent again. */
  refused?: string;
}

interface OfflineDb extends DBSchema {
  themes: { key: [number, number]; value: SavedTheme; indexes: { user: number } };
  outbox: { key: string; value: OutboxEntry; indexes: { user: number } };
  /** Per user: the theme list, the test in progress, the due-review cards (small JSON values by name). */
  kept: { key: [number, string]; value: { userId: number; name: string; value: unknown } };
  meta: { key: string; value: unknown };
}

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  dbPromise ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('themes', { keyPath: ['userId', 'themeId'] }).createIndex('user', 'userId');
      d.createObjectStore('outbox', { keyPath: 'id' }).createIndex('user', 'userId');
      d.createObjectStore('kept', { keyPath: ['userId', 'name'] });
      d.createObjectStore('meta');
    },
    // Another tab clearing the data deletes the database: let go of it so the deletion is not blocked.
    blocking() {
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  });
  return dbPromise;
}

/** The full device message (QuotaExceededError) a write fails with, in the current language. */
export function deviceFullMessage(): string {
  return i18n._('lib.deviceFull');
}

/** A write the device had no room for: its message in the current language, when it was made. */
export class DeviceFullError extends Error {
  constructor() {
    super(deviceFullMessage());
    this.name = 'DeviceFullError';
  }
}

/** Whether an error says that the device is full. */
export function isDeviceFullError(error: unknown): error is DeviceFullError {
  return error instanceof DeviceFullError;
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

let userId: number | null = null;
const userListeners = new Set<() => void>();

/** The signed-in learner whose rows are read and written (set by features/offline when the user is known). */
export function currentUserId(): number | null {
  if (getToken() === null) return null;
  if (userId !== null) return userId;
  // Before features/offline has run (a reload straight into a lesson): the signed-in user kept in this tab.
  const stored = sessionStore.get('user') as { id?: unknown } | undefined;
  return typeof stored?.id === 'number' ? stored.id : null;
}

export function onUserChange(listener: () => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/**
 * Makes `id` the device's learner. A different learner than the one whose data is kept clears it first, so the
 * next learner on the phone never sees the last one's questions or results.
 */
export async function claimDevice(id: number | null): Promise<void> {
  if (id !== null) {
    const owner = await (await db()).get('meta', 'owner');
    if (owner !== undefined && owner !== id) await forgetLearning();
    await (await db()).put('meta', id, 'owner');
  }
  userId = id;
  for (const listener of userListeners) listener();
}

export async function saveTheme(theme: SavedTheme): Promise<void> {
  await (await db()).put('themes', theme);
}

export async function getSavedTheme(user: number, themeId: number): Promise<SavedTheme | undefined> {
  return (await db()).get('themes', [user, themeId]);
}

export async function savedThemes(user: number): Promise<SavedTheme[]> {
  return (await db()).getAllFromIndex('themes', 'user', user);
}

export async function deleteSavedTheme(user: number, themeId: number): Promise<void> {
  await (await db()).delete('themes', [user, themeId]);
}

export async function keep(user: number, name: string, value: unknown): Promise<void> {
  await (await db()).put('kept', { userId: user, name, value });
}

export async function forget(user: number, name: string): Promise<void> {
  await (await db()).delete('kept', [user, name]);
}

export async function kept<T>(user: number, name: string): Promise<T | undefined> {
  return (await (await db()).get('kept', [user, name]))?.value as T | undefined;
}

export async function putOutbox(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
}

export async function deleteOutbox(id: string): Promise<void> {
  await (await db()).delete('outbox', id);
}

/** The learner's outbox, oldest first (results go out in the order they were made: a retest after its lesson). */
export async function outboxOf(user: number): Promise<OutboxEntry[]> {
  const all = await (await db()).getAllFromIndex('outbox', 'user', user);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/** Deletes every pdr-user-* cache (pictures of saved lessons, Premium theory pages). */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/** Logging out, or another learner signing in: nothing of the learner is left in IndexedDB or Cache Storage. */
export async function clearOfflineData(): Promise<void> {
  const open = dbPromise;
  dbPromise = null;
  if (open) (await open.catch(() => null))?.close();
  await Promise.all([deleteDB(DB_NAME), clearUserCaches()]);
}

/**
 * A session is over or another learner takes the device: the saved themes, the kept tests, theme lists and review
 * cards, and the pdr-user-* caches go. The outbox keeps, sealed under their learner's id, the results the server
 * has not had yet (outboxOf only ever gives a learner their own); entries of no known learner, refused ones (their
 * reason was shown) and those older than SEALED_RESULT_DAYS go. With nothing sealed the database itself goes.
 */
export async function forgetLearning(now = Date.now()): Promise<void> {
  userId = null;
  if (!(await offlineDatabaseExists())) return clearUserCaches();
  const d = await db();
  const tx = d.transaction(['themes', 'kept', 'meta', 'outbox'], 'readwrite');
  const oldest = now - SEALED_RESULT_DAYS * 86_400_000;
  const drops: Promise<unknown>[] = [
    tx.objectStore('themes').clear(),
    tx.objectStore('kept').clear(),
    tx.objectStore('meta').clear(),
  ];
  let sealed = 0;
  for (let cursor = await tx.objectStore('outbox').openCursor(); cursor; cursor = await cursor.continue()) {
    const entry = cursor.value;
    if (entry.userId === 0 || entry.refused !== undefined || entry.createdAt < oldest)
      drops.push(cursor.delete());
    else sealed += 1;
  }
  await Promise.all([...drops, tx.done]);
  if (sealed === 0) await clearOfflineData();
  else await clearUserCaches();
}

/**
 * Asks once per device for storage the browser will not evict under pressure (remembered in the database, which
 * a logout clears: the next learner is asked again); the answer changes nothing else.
 */
export async function askPersistentStorage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  const d = await db();
  if (await d.get('meta', 'persistAsked')) return;
  await d.put('meta', true, 'persistAsked');
  await navigator.storage.persist().catch(() => false);
}
