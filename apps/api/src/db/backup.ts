import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageRoot } from '../modules/content/storage.ts';
import { acquireDataLock } from './data-lock.ts';
import { isNewPgliteFolder, pgliteFolder, type DatabaseOptions } from './client.ts';
import { BackupError, type BackupDriver } from './backup-error.ts';
import {
  DUMP_NAMES,
  createPrivateFile,
  fileKindOf,
  readBundle,
  writeBundle,
  type FileKind,
  type Manifest,
} from './backup-bundle.ts';
import { dumpPglite, loadPglite, pgliteTablesWithData } from './backup-pglite.ts';
import {
  checkPostgresDump,
  dumpPostgres,
  postgresTablesWithData,
  restorePostgres,
} from './backup-postgres.ts';
import { refuseFilled, type RowCounts } from './backup-rows.ts';

/**
 * Backup and restore of a whole install (decision 133): the database in its tool's own dump and the content
 * pictures, in one private tar (backup-bundle.ts). Restore checks the whole file and builds the new state beside the
 * old one; only then it swaps, so that any failure leaves the install as it was.
 */

const DRIVER_NAMES: Record<BackupDriver, string> = {
  pglite: 'вбудованої бази (PGlite, DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

function driverOf(options: DatabaseOptions): BackupDriver {
  return options.DATABASE_URL ? 'postgres' : 'pglite';
}

function readHead(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const inMemory = (options: DatabaseOptions) => options.DATA_DIR.startsWith('memory://');

function onDisk(options: DatabaseOptions): string {
  if (inMemory(options)) {
    throw new BackupError(
      'DATA_DIR=memory:// тримає базу лише в пам’яті процесу: копіювати й відновлювати нічого. Вкажіть теку на диску',
    );
  }
  return path.resolve(options.DATA_DIR);
}

/** The pictures folder of the install, or null when DATA_DIR is in memory (its pictures die with its process). */
function picturesOf(options: DatabaseOptions): string | null {
  return inMemory(options) ? null : imageRoot(options.DATA_DIR);
}

/** Runs `work` holding the embedded database's lock: the running server holds it (DataLockError says so). */
async function locked<T>(options: DatabaseOptions, work: () => Promise<T>): Promise<T> {
  if (options.DATABASE_URL) return work();
  const dataDir = onDisk(options);
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataLock(dataDir);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

export interface BackupResult {
  driver: BackupDriver;
  file: string;
  bytes: number;
  rows: RowCounts;
  pictures: number;
}

/** Writes a copy of the configured database and its pictures to `file` (replaced if it exists), mode 0600. */
export async function backupDatabase(
  options: DatabaseOptions,
  file: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<BackupResult> {
  const target = path.resolve(file);
  const driver = driverOf(options);
  if (driver === 'pglite' && isNewPgliteFolder(onDisk(options))) {
    throw new BackupError(
      `У ${onDisk(options)} немає вбудованої бази даних: сервер ще не запускали з цим DATA_DIR`,
    );
  }
  return locked(options, async () => {
    // The dump is written in a private folder beside the target, the bundle under a temporary name: a failed
    // backup never leaves a half-written file, nor a readable dump.
    const staging = await mkdtemp(path.join(path.dirname(target), '.pdr-backup-'));
    const temporary = `${target}.part`;
    try {
      const dumpFile = path.join(staging, DUMP_NAMES[driver]);
      const rows = options.DATABASE_URL
        ? await dumpPostgres(options.DATABASE_URL, dumpFile)
        : await dumpPglite(pgliteFolder(options.DATA_DIR), dumpFile);
      await createPrivateFile(temporary);
      const manifest = await writeBundle(temporary, staging, {
        driver,
        imagesRoot: picturesOf(options),
        rows,
        createdAt: now,
      });
      await rename(temporary, target);
      return {
        driver,
        file: target,
        bytes: (await stat(target)).size,
        rows,
        pictures: manifest.pictures.files,
      };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

/** Where a replaced folder is kept: beside the new one, named by the time of the restore. */
function asideName(folder: string, now: Date): string {
  return `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/** Puts `replacement` at `target`, the old one (if any) moved to `aside`; `undo` puts both back. */
async function swapIn(target: string, replacement: string, aside: string) {
  const hadOld = existsSync(target);
  if (hadOld) await rename(target, aside);
  try {
    await rename(replacement, target);
  } catch (error) {
    if (hadOld) await rename(aside, target);
    throw error;
  }
  return {
    hadOld,
    async undo() {
      await rename(target, replacement);
      if (hadOld) await rename(aside, target);
    },
  };
}

export interface RestoreResult {
  driver: BackupDriver;
  file: string;
  /** The backup's manifest; null for a bare pg_dump file or PGlite tarball (they hold no pictures). */
  manifest: Manifest | null;
  /** Where the embedded database that was replaced now lies (restore --force over data), or null. */
  replacedKeptAt: string | null;
  /** Where the pictures replaced with it lie, or null. */
  picturesKeptAt: string | null;
}

interface Unpacked {
  manifest: Manifest | null;
  dumpFile: string;
  imagesDir: string | null;
}

/** What the file is; a bare dump of the other kind of database is refused before anything is read or locked. */
function kindFor(source: string, driver: BackupDriver): FileKind {
  const kind = fileKindOf(readHead(source));
  if (kind === null) {
    throw new BackupError(`${source} — не резервна копія: її пишуть npm run admin -- backup або pg_dump -Fc`);
  }
  if (kind !== 'bundle') refuseOtherKind(source, kind, driver);
  return kind;
}

function refuseOtherKind(source: string, written: BackupDriver, driver: BackupDriver): void {
  if (written === driver) return;
  throw new BackupError(
    `${source} — копія ${DRIVER_NAMES[written]}, а налаштовано ${DRIVER_NAMES[driver]}. Відновлюйте копію в базу того ж виду`,
  );
}

async function unpack(
  source: string,
  kind: FileKind,
  staging: string,
  driver: BackupDriver,
  options: DatabaseOptions,
): Promise<Unpacked> {
  if (kind !== 'bundle') return { manifest: null, dumpFile: source, imagesDir: null };
  const unpacked = await readBundle(source, staging);
  refuseOtherKind(source, unpacked.manifest.driver, driver);
  if (unpacked.manifest.pictures.files > 0 && inMemory(options)) {
    throw new BackupError(
      `У копії ${unpacked.manifest.pictures.files} зображень, а DATA_DIR=memory:// не має для них теки. Вкажіть DATA_DIR на диску; нічого не змінено`,
    );
  }
  return unpacked;
}

/**
 * Replaces the configured database and pictures with the copy in `file`. Refuses a database that holds data beyond
 * the reference rows unless `force`; the server must be stopped (the embedded database's lock says so; on
 * PostgreSQL the open connections of a running server would hold the tables). On any failure nothing is changed.
 */
export async function restoreDatabase(
  options: DatabaseOptions,
  file: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`Файлу ${source} немає`);
  const driver = driverOf(options);
  const kind = kindFor(source, driver);
  return locked(options, async () => {
    const folder = options.DATABASE_URL ? null : pgliteFolder(options.DATA_DIR);
    const filled = folder
      ? isNewPgliteFolder(options.DATA_DIR)
        ? []
        : await pgliteTablesWithData(folder)
      : force
        ? []
        : await postgresTablesWithData(options.DATABASE_URL!);
    if (!force) refuseFilled(filled);
    // Beside the pictures folder, so that the unpacked one replaces it by a rename on the same disk.
    const parent = inMemory(options) ? os.tmpdir() : path.resolve(options.DATA_DIR);
    await mkdir(parent, { recursive: true });
    const staging = await mkdtemp(path.join(parent, '.pdr-restore-'));
    try {
      const unpacked = await unpack(source, kind, staging, driver, options);
      const pictures = picturesOf(options);
      const restoredFolder = path.join(staging, 'pglite');
      if (folder) await loadPglite(unpacked.dumpFile, restoredFolder);
      else await checkPostgresDump(unpacked.dumpFile);

      // Everything is checked; the pictures go first because their swap can be undone, PostgreSQL's commit not.
      const picturesAside = pictures && asideName(pictures, now);
      const picturesSwap =
        unpacked.imagesDir && pictures ? await swapIn(pictures, unpacked.imagesDir, picturesAside!) : null;
      const databaseAside = folder && asideName(folder, now);
      let databaseSwap: Awaited<ReturnType<typeof swapIn>> | null = null;
      try {
        if (folder) databaseSwap = await swapIn(folder, restoredFolder, databaseAside!);
        else await restorePostgres(options.DATABASE_URL!, unpacked.dumpFile);
      } catch (error) {
        await picturesSwap?.undo();
        throw error;
      }
      // A replaced embedded database with data is kept with its pictures, for the operator to delete once the
      // restored one is checked; PostgreSQL's old rows are gone with the commit, and so go its old pictures.
      const keep = folder !== null && filled.length > 0;
      if (!keep && databaseSwap?.hadOld) await rm(databaseAside!, { recursive: true, force: true });
      if (!keep && picturesSwap?.hadOld) await rm(picturesAside!, { recursive: true, force: true });
      return {
        driver,
        file: source,
        manifest: unpacked.manifest,
        replacedKeptAt: keep && databaseSwap?.hadOld ? databaseAside : null,
        picturesKeptAt: keep && picturesSwap?.hadOld ? picturesAside : null,
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}
