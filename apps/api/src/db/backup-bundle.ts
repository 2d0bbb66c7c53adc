import { createHash } from 'node:crypto';
import { createReadStream, existsSync, type Stats } from 'node:fs';
import { chmod, mkdir, open, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, extract, list, replace, type ReadEntry } from 'tar';
import { BackupError, type BackupDriver } from './backup-error.ts';
import type { RowCounts } from './backup-rows.ts';

/**
 * The backup file (decision 133): a plain tar holding the database tool's own dump, the content pictures and, last,
 * `backup.json`, which says what the rest is and how to check it. `tar -xf` gives back files that pg_restore or
 * PGlite read as they are. The manifest comes last so that a file cut short anywhere lacks it and is refused.
 */

export const MANIFEST = 'backup.json';
const IMAGES = 'images';
export const DUMP_NAMES: Record<BackupDriver, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.tar.gz',
};

export interface Manifest {
  format: 'pdr-backup';
  version: 1;
  driver: BackupDriver;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  pictures: { files: number; bytes: number };
  rows: RowCounts;
}

/** What a file is, from its first 512 bytes: this app's tar, a bare pg_dump -Fc file or PGlite's gzipped tar. */
export type FileKind = 'bundle' | BackupDriver;

export function fileKindOf(head: Buffer): FileKind | null {
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.subarray(257, 262).toString('latin1') === 'ustar') return 'bundle';
  return null;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Creates `file` readable by its owner only: mode 0600 set explicitly, so the umask cannot widen it. */
export async function createPrivateFile(file: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
}

/**
 * Writes the bundle into `file` (already created private): the dump from `staging`, the pictures folder if there is
 * one, then the manifest with the pictures counted as they stand in the archive.
 */
export async function writeBundle(
  file: string,
  staging: string,
  content: { driver: BackupDriver; imagesRoot: string | null; rows: RowCounts; createdAt: Date },
): Promise<Manifest> {
  const dumpName = DUMP_NAMES[content.driver];
  const dumpFile = path.join(staging, dumpName);
  await create({ file, cwd: staging, portable: true }, [dumpName]);
  if (content.imagesRoot && existsSync(content.imagesRoot)) {
    // Plain files and folders only: a link would be refused by restore.
    const plain = (_name: string, entry: Stats | ReadEntry) =>
      'isFile' in entry ? entry.isFile() || entry.isDirectory() : true;
    await replace({ file, cwd: path.dirname(content.imagesRoot), portable: true, filter: plain }, [
      path.basename(content.imagesRoot),
    ]);
  }
  const pictures = { files: 0, bytes: 0 };
  await list({
    file,
    onReadEntry: (entry) => {
      if (entry.type === 'File' && entry.path.startsWith(`${IMAGES}/`)) {
        pictures.files++;
        pictures.bytes += entry.size ?? 0;
      }
    },
  });
  const manifest: Manifest = {
    format: 'pdr-backup',
    version: 1,
    driver: content.driver,
    createdAt: content.createdAt.toISOString(),
    database: { file: dumpName, bytes: (await stat(dumpFile)).size, sha256: await sha256Of(dumpFile) },
    pictures,
    rows: content.rows,
  };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await replace({ file, cwd: staging, portable: true }, [MANIFEST]);
  await chmod(file, 0o600);
  return manifest;
}

const damaged = (file: string, why: string) =>
  new BackupError(`${file} пошкоджено або обрізано (${why}); нічого не змінено`);

/** Only these entries are unpacked; anything else means the file is not this app's backup. */
function expected(name: string, type: string): boolean {
  if (name.includes('\\') || name.split('/').includes('..')) return false;
  if (type === 'Directory') return name === `${IMAGES}/` || name.startsWith(`${IMAGES}/`);
  if (type !== 'File' && type !== 'OldFile') return false;
  return name === MANIFEST || Object.values(DUMP_NAMES).includes(name) || name.startsWith(`${IMAGES}/`);
}

async function countFiles(folder: string): Promise<{ files: number; bytes: number }> {
  const found = { files: 0, bytes: 0 };
  if (!existsSync(folder)) return found;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    found.files++;
    found.bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return found;
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Partial<Manifest> | null;
  return (
    m?.format === 'pdr-backup' &&
    m.version === 1 &&
    (m.driver === 'postgres' || m.driver === 'pglite') &&
    m.database?.file === DUMP_NAMES[m.driver] &&
    typeof m.database.sha256 === 'string' &&
    typeof m.pictures?.files === 'number'
  );
}

/**
 * Unpacks the bundle into `into` (a new private folder) and checks it whole: the tar to its end, the manifest there,
 * the dump's checksum and the pictures' count and size as written. Answers the manifest and the unpacked paths; the
 * pictures folder exists even when the copy held none, so that it can replace the current one.
 */
export async function readBundle(
  file: string,
  into: string,
): Promise<{ manifest: Manifest; dumpFile: string; imagesDir: string }> {
  const unexpected: string[] = [];
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      filter: (name, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        if (expected(name, type)) return true;
        unexpected.push(name);
        return false;
      },
    });
  } catch (error) {
    throw damaged(file, error instanceof Error ? error.message : String(error));
  }
  if (unexpected.length > 0) {
    throw new BackupError(
      `${file} — не резервна копія тренажера (у ній є «${unexpected[0]}»); нічого не змінено`,
    );
  }
  const manifestFile = path.join(into, MANIFEST);
  if (!existsSync(manifestFile)) throw damaged(file, `немає ${MANIFEST}, який записується останнім`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    throw damaged(file, `${MANIFEST} не читається`);
  }
  if (!isManifest(manifest)) throw damaged(file, `${MANIFEST} не того вигляду`);
  const dumpFile = path.join(into, manifest.database.file);
  if (!existsSync(dumpFile) || (await sha256Of(dumpFile)) !== manifest.database.sha256) {
    throw damaged(file, `${manifest.database.file} не збігається з контрольною сумою`);
  }
  const imagesDir = path.join(into, IMAGES);
  const pictures = await countFiles(imagesDir);
  if (pictures.files !== manifest.pictures.files || pictures.bytes !== manifest.pictures.bytes) {
    throw damaged(
      file,
      `зображень ${pictures.files} (${pictures.bytes} байт), а записано ${manifest.pictures.files} (${manifest.pictures.bytes} байт)`,
    );
  }
  await mkdir(imagesDir, { recursive: true });
  return { manifest, dumpFile, imagesDir };
}
