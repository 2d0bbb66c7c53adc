import { claimDevice, clearUserCaches, forgetLearning } from './offline-store.ts';
import { clearTestSession } from './storage.ts';

/**
 * Whether the session that wrote the device's offline data is still alive (decision 164). The token lives in the
 * tab's session storage, so a tab closed without signing out takes the session with it while IndexedDB and Cache
 * Storage stay. Every tab with a signed-in learner holds a Web Lock of its own; a tab that starts (or loses its
 * session) with none held anywhere knows that no session of this browser is left and clears the learner's data.
 * Another tab still signed in keeps it: this tab reads none of it without a token (currentUserId is null).
 */

const LOCK_PREFIX = 'pdr-session:';
const lockName = `${LOCK_PREFIX}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
let release: (() => void) | null = null;

/** This tab has a signed-in learner: holds its lock until the session ends here (a closed tab lets go of it). */
export function holdSession(): void {
  if (release || typeof navigator === 'undefined' || !navigator.locks) return;
  const held = new Promise<void>((resolve) => (release = resolve));
  void navigator.locks.request(lockName, { mode: 'shared' }, () => held).catch(() => undefined);
}

function releaseSession(): void {
  release?.();
  release = null;
}

/** Another open tab of this browser holds a signed-in learner. Without Web Locks, none is taken to. */
export async function sessionLiveElsewhere(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return false;
  const { held = [], pending = [] } = await navigator.locks.query();
  return [...held, ...pending].some((l) => l.name?.startsWith(LOCK_PREFIX) && l.name !== lockName);
}

let forgetting: Promise<void> = Promise.resolve();

/**
 * No session in this tab: at the start of a tab without a token, after a 401 signed it out, or on purpose (logout,
 * `always`, which clears whatever other tabs hold). The learning data goes unless another tab's session still
 * uses it; unsent results stay sealed under their learner (lib/offline-store.ts, forgetLearning). One run at a time.
 */
export function endSession({ always = false, hadToken = false } = {}): Promise<void> {
  releaseSession();
  // The test in progress in this tab (its answers, its result) was the learner's too.
  if (hadToken) clearTestSession();
  forgetting = forgetting
    .then(async () => {
      if (!always && (await sessionLiveElsewhere())) return claimDevice(null);
      await forgetLearning();
      await claimDevice(null);
    })
    // The database refused (blocked, broken): the pictures and theory go at least; without a token no screen
    // reads what is left, and the next start tries again.
    .catch(() => clearUserCaches().catch(() => undefined));
  return forgetting;
}
