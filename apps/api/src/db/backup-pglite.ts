import { readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { list } from 'tar';
import { BackupError } from './backup-error.ts';
import { countRows, tablesWithData, type RowCounts } from './backup-rows.ts';

/** The embedded database's side: PGlite's own dumpDataDir/loadDataDir, a gzipped tar of its data folder. */

async function withPglite<T>(client: PGlite, work: (client: PGlite) => Promise<T>): Promise<T> {
  try {
    await client.waitReady;
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Dumps the data folder `folder` into `file` and counts the rows of the copy. The caller holds the data lock. */
export function dumpPglite(folder: string, file: string): Promise<RowCounts> {
  return withPglite(new PGlite(folder), async (client) => {
    const counts = await countRows((text) => client.query(text));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return counts;
  });
}

/** The tables of the embedded database in `folder` that hold rows beyond the reference ones. */
export function pgliteTablesWithData(folder: string): Promise<string[]> {
  return withPglite(new PGlite(folder), (client) => tablesWithData((text) => client.query(text)));
}

/**
 * Loads the dump into `folder`, a new one, and checks that it opens as this app's database (its migration records
 * are there). The whole tar is read first: PGlite's loader fails on a cut or damaged gzip outside any promise, which
 * would end the process with a stack trace instead of a message. On any failure `folder` is removed.
 */
export async function loadPglite(file: string, folder: string): Promise<void> {
  try {
    await list({ file, strict: true });
  } catch (error) {
    throw new BackupError(
      `${file} пошкоджено або обрізано (${error instanceof Error ? error.message : String(error)}); нічого не змінено`,
    );
  }
  try {
    await withPglite(
      new PGlite(folder, { loadDataDir: new Blob([await readFile(file)]) }),
      async (client) => {
        const { rows } = await client.query<{ present: boolean }>(
          `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
        );
        if (rows[0]?.present !== true) {
          throw new BackupError(
            `${file} — копія бази PGlite, але не тренажера (немає таблиці міграцій); нічого не змінено`,
          );
        }
      },
    );
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} не відкривається як база PGlite (${error instanceof Error ? error.message : String(error)}); нічого не змінено`,
    );
  }
}
