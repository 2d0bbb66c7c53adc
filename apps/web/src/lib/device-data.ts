/**
 * Whether this device keeps anything of a learner, asked of the browser without opening the offline database: its
 * code (lib/offline-store.ts and the outbox) is not loaded for a guest whose device holds nothing.
 */

export const DB_NAME = 'pdr-offline';
/** Cache Storage caches holding a learner's own or paid data start with this; the pictures cache is one of them. */
export const USER_CACHE_PREFIX = 'pdr-user-';

/** Whether the offline database is there, without creating it (a browser that cannot tell is taken to have it). */
export async function offlineDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
}

/**
 * The offline database or a learner's cache is on the device: a session left it (a tab closed without signing out)
 * or results wait sealed in the outbox. A browser that cannot list its databases is taken to have it.
 */
export async function deviceHoldsLearnerData(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    if (await offlineDatabaseExists()) return true;
    if (typeof caches === 'undefined') return false;
    return (await caches.keys()).some((name) => name.startsWith(USER_CACHE_PREFIX));
  } catch {
    // Storage refused (a private window, a broken profile): the offline layer finds out for itself.
    return true;
  }
}
