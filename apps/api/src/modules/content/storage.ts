import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ImageKind = 'question' | 'theory';
export const IMAGE_KINDS: readonly ImageKind[] = ['question', 'theory'];

let memoryRoot: string | undefined;
const MEMORY_ROOT_PREFIX = 'pdr-images-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the picture folders of in-memory databases whose process is gone. A process killed with SIGKILL (as test
 * runners stop servers) never runs its exit handler, and each left a folder behind; the next start, or the end of
 * `npm test`, takes them away.
 */
export function sweepStaleImageRoots(): number {
  let removed = 0;
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(MEMORY_ROOT_PREFIX)) continue;
    const pid = Number(name.slice(MEMORY_ROOT_PREFIX.length));
    if (!Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * Where the app keeps content pictures: `<DATA_DIR>/images/`, with `question/` and `theory/` inside.
 * An in-memory database (`memory://`) gets a folder of its own process under the system temp folder, removed on exit.
 */
export function imageRoot(dataDir: string): string {
  if (!dataDir.startsWith('memory://')) return path.resolve(dataDir, 'images');
  if (!memoryRoot) {
    sweepStaleImageRoots();
    const root = path.join(os.tmpdir(), `${MEMORY_ROOT_PREFIX}${process.pid}`);
    memoryRoot = root;
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  }
  return memoryRoot;
}

/**
 * The stored name of a picture: its own name with the first 12 hex digits of its SHA-256 before the extension,
 * so a changed picture gets a new address and every address can be cached for ever.
 */
export function storedImageName(fileName: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const ext = path.extname(fileName).toLowerCase();
  const base = path.basename(fileName, path.extname(fileName)).toLowerCase();
  return `${base}-${hash}${ext}`;
}

/** A stored name is a bare file name: the image routes serve nothing else. */
export const STORED_IMAGE_NAME = /^[a-z0-9][a-z0-9._-]*-[0-9a-f]{12}\.(svg|png|jpe?g|webp)$/;
