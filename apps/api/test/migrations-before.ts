import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect } from 'vitest';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A migration's test: `run(body)` gives the body an embedded database migrated up to just before `tag` (the
 * migrations folder copied with its journal cut there), so it can write rows under the older schema, and
 * `migrateRest` to run the rest on them. The copies and the database are removed afterwards.
 */
export function beforeMigration(tag: string) {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function folderBefore(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdr-migrations-'));
    folders.push(dir);
    cpSync(migrations, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  return async function run(
    body: (client: PGlite, migrateRest: () => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folderBefore() });
      await body(client, () => migrate(db, { migrationsFolder: migrations }));
    } finally {
      await client.close();
    }
  };
}
