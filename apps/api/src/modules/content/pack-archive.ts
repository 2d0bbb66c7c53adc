import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { Parser, Unpack, type ReadEntry } from 'tar';
import { adminPackMessages } from '@pdr/contract/admin';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * A content pack uploaded as a .tar.gz (decision 147), unpacked safely into a fresh temp folder. Two passes over the
 * bytes: the first only reads the archive (nothing is written) and refuses anything a pack does not hold; the second
 * lets node-tar write the archive the first pass found clean, with the same filter as a second guard.
 */

/** Entries (files and folders) an archive may hold: a full bank has a few thousand pictures. */
export const MAX_PACK_ENTRIES = 20_000;
/** Bytes the archive may unpack to, counted as the decompressed stream flows (a gzip bomb stops here). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** Name prefix of the temp folders uploads are unpacked in. */
export const TEMP_PREFIX = 'pdr-upload-';

const PACK_FILE = /\.(json|svg|webp|png|jpe?g)$/i;
const ENTRY_TYPES = new Set(['File', 'OldFile', 'Directory']);

/** A refused archive; the message names the entry and says why. */
export class PackArchiveError extends HttpError {
  constructor(message: string) {
    super(422, message);
    this.name = 'PackArchiveError';
  }
}

const unsafe = (entry: string, why: string) =>
  new PackArchiveError(`Небезпечний архів: «${entry.slice(0, 200)}» — ${why}; нічого не змінено`);

/** Why an entry may not be unpacked, or null when it is a plain file or folder of a pack at a safe relative path. */
function refusal(entry: Pick<ReadEntry, 'path' | 'type' | 'size'>): PackArchiveError | null {
  const name = entry.path;
  if (name.includes('\0') || name.includes('\\')) return unsafe(name, 'недопустимі символи в назві');
  if (path.posix.isAbsolute(name) || /^[A-Za-z]:/.test(name)) return unsafe(name, 'абсолютний шлях');
  if (name.split('/').includes('..')) return unsafe(name, 'шлях виходить за межі архіву (..)');
  if (entry.type === 'SymbolicLink') return unsafe(name, 'символьні посилання не дозволені');
  if (entry.type === 'Link') return unsafe(name, 'жорсткі посилання не дозволені');
  if (!ENTRY_TYPES.has(entry.type)) return unsafe(name, `тип запису ${entry.type} не дозволений`);
  if (entry.type !== 'Directory' && !PACK_FILE.test(name)) {
    return new PackArchiveError(
      `Файл «${name.slice(0, 200)}» не належить до пакета: дозволені лише .json, .svg, .webp, .png, .jpg`,
    );
  }
  if ((entry.size ?? 0) > MAX_UNPACKED_BYTES) return bomb();
  return null;
}

const bomb = () =>
  new PackArchiveError('Архів розпаковується у завеликий обсяг (понад 200 МБ); нічого не змінено');
const tooMany = () => new PackArchiveError(`В архіві забагато файлів (понад ${MAX_PACK_ENTRIES})`);

const isGzip = (body: Buffer) => body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;

/**
 * Decompresses the archive into `parser` (a node-tar Parser, or its Unpack), counting the bytes as they flow: past
 * the cap it stops. Bytes after the archive's end are counted but not parsed. Resolves on `finished`.
 */
function feed(
  body: Buffer,
  parser: Parser,
  finished: 'end' | 'close',
  check?: (entry: ReadEntry) => Error | null,
) {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let entries = 0;
    let inflated = 0;
    let ended = false;
    const gunzip = createGunzip();
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      gunzip.destroy();
      reject(error);
    };
    parser.on('entry', (entry: ReadEntry) => {
      entries += 1;
      if (!check) return; // Unpack writes its entries itself.
      const why = check(entry);
      if (why) fail(why);
      entry.resume();
    });
    parser.on('eof', () => {
      ended = true;
    });
    parser.on('error', () => fail(new PackArchiveError(adminPackMessages.damaged)));
    parser.on(finished, () => {
      if (settled) return;
      settled = true;
      if (entries === 0) reject(new PackArchiveError(adminPackMessages.damaged));
      else resolve();
    });
    gunzip.on('data', (chunk: Buffer) => {
      // A tar header says 'ustar' at byte 257; anything else (another gzip inside, a gzipped text) is no pack.
      if (inflated === 0 && chunk.subarray(257, 262).toString('latin1') !== 'ustar') {
        fail(new PackArchiveError(adminPackMessages.notArchive));
      }
      inflated += chunk.length;
      if (inflated > MAX_UNPACKED_BYTES + 1024 * 1024) fail(bomb());
      else if (!settled && !ended) parser.write(chunk);
    });
    gunzip.on('end', () => parser.end());
    gunzip.on('error', () => fail(new PackArchiveError(adminPackMessages.notArchive)));
    gunzip.end(body);
  });
}

/** Pass one: reads the whole archive, writing nothing; throws at the first thing it refuses. */
function inspect(body: Buffer): Promise<void> {
  let entries = 0;
  let declared = 0;
  return feed(body, new Parser({ strict: true }), 'end', (entry) => {
    entries += 1;
    declared += entry.size ?? 0;
    return (
      refusal(entry) ??
      (entries > MAX_PACK_ENTRIES ? tooMany() : null) ??
      (declared > MAX_UNPACKED_BYTES ? bomb() : null)
    );
  });
}

/** Pass two: node-tar writes the (already inspected) archive into `dir`, refusing again what pass one refused. */
function unpack(body: Buffer, dir: string): Promise<void> {
  const writer = new Unpack({
    cwd: dir,
    strict: true,
    preservePaths: false,
    maxDepth: 16,
    filter: (_name, entry) => 'type' in entry && refusal(entry as ReadEntry) === null,
  });
  return feed(body, writer, 'close');
}

/** The pack's folder in the unpacked tree: its root, or its only folder when the files were archived in one. */
async function packRoot(dir: string): Promise<string> {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !e.name.startsWith('.'));
  if (entries.some((e) => e.isFile() && e.name === 'pack.json')) return dir;
  const [only] = entries;
  if (entries.length === 1 && only?.isDirectory()) {
    const inner = path.join(dir, only.name);
    if ((await readdir(inner)).includes('pack.json')) return inner;
  }
  throw new PackArchiveError(adminPackMessages.noPack);
}

/**
 * Unpacks an uploaded .tar.gz into a fresh temp folder, runs `use` on the pack's folder in it, and removes the
 * folder always, whatever happens.
 */
export async function withUnpackedPack<T>(body: Buffer, use: (packDir: string) => Promise<T>): Promise<T> {
  if (!isGzip(body)) throw new PackArchiveError(adminPackMessages.notArchive);
  await inspect(body);
  const dir = await mkdtemp(path.join(tmpdir(), TEMP_PREFIX));
  try {
    await unpack(body, dir);
    return await use(await packRoot(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
