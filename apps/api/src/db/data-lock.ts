import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database. PGlite keeps the whole database in one process's memory and writes its
 * files from there; a second process on the same directory (the operator's `npm run admin` or
 * `npm run content -- import` while the server runs) would work on a stale copy and overwrite the other's pages.
 * So whoever opens a data directory first writes a lock file with its pid, and everyone else is refused until it
 * exits. A lock left by a process that died (kill -9, power loss) is taken over.
 */

export const DATA_LOCK_FILE = 'data.lock';

interface LockOwner {
  pid: number;
  host: string;
  /** The script that holds it (main.ts, admin.ts, content.ts), to name it in the refusal. */
  script: string;
  since: string;
}

export class DataLockError extends Error {
  readonly owner: LockOwner | null;
  constructor(message: string, owner: LockOwner | null) {
    super(message);
    this.name = 'DataLockError';
    this.owner = owner;
  }
}

export interface DataLock {
  readonly file: string;
  release(): void;
}

const SCRIPT_LABELS: Record<string, string> = {
  'main.ts': 'сервер',
  'admin.ts': 'npm run admin',
  'content.ts': 'npm run content',
};

function describe(owner: LockOwner): string {
  const script = SCRIPT_LABELS[owner.script] ?? owner.script;
  return `${script}, pid ${owner.pid}${owner.host === hostname() ? '' : ` на ${owner.host}`}, з ${owner.since}`;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const o = parsed as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || typeof o.host !== 'string') return null;
    return { pid: o.pid, host: o.host, script: String(o.script ?? '?'), since: String(o.since ?? '?') };
  } catch {
    return null;
  }
}

// Lock files this process holds. A lock naming our own pid that is not among them was left by an earlier process
// that had the same pid (a container restarted after a crash starts with the same pid again).
const heldHere = new Set<string>();

/** Whether the owner may still be running. Another machine's process cannot be checked, so it counts as alive. */
function alive(owner: LockOwner, file: string): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of a data directory or throws DataLockError naming its holder. A stale lock (its process is
 * gone, or the file is unreadable) is moved aside under a name of our own before we try again, so of two processes
 * taking over at once only one wins and the other is refused.
 */
export function acquireDataLock(dataDir: string): DataLock {
  const file = path.join(dataDir, DATA_LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    script: path.basename(process.argv[1] ?? 'node'),
    since: new Date().toISOString(),
  };
  for (let tries = 0; tries < 3; tries++) {
    if (tryCreate(file, me)) return holding(file, me);
    const owner = readOwner(file);
    if (owner && alive(owner, file)) {
      throw new DataLockError(
        `Базу даних у «${dataDir}» зараз відкрив інший процес (${describe(owner)}). Вбудована база ` +
          'PGlite працює лише в одному процесі: зупиніть його (наприклад, сервер) і повторіть команду. ' +
          `Якщо такого процесу точно немає, видаліть файл ${file}.`,
        owner,
      );
    }
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // someone else moved it first
      throw error;
    }
    const moved = readOwner(aside);
    // Between our read and the rename another process may have taken over: give its fresh lock back.
    if (moved && alive(moved, file)) {
      try {
        linkSync(aside, file);
      } catch {
        // The file is there again: whoever made it holds the lock.
      }
      unlinkSync(aside);
      continue;
    }
    unlinkSync(aside);
  }
  const owner = readOwner(file);
  throw new DataLockError(
    `Не вдалося заблокувати базу даних у «${dataDir}»${owner ? ` (її тримає ${describe(owner)})` : ''}. Повторіть команду.`,
    owner,
  );
}

function holding(file: string, me: LockOwner): DataLock {
  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    // Only our own lock is removed: a lock taken over after we were thought dead belongs to its new holder.
    const owner = readOwner(file);
    if (owner && owner.pid === me.pid && owner.host === me.host && owner.since === me.since) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // process.exit() skips the database's close(); the lock still goes with the process.
  process.on('exit', release);
  return { file, release };
}
