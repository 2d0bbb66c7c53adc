import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { answersFor, makeThemes, makeUser, postLesson } from './learning-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';

/**
 * Issue 30, item 3: a database with learners, results, orders and review cards is backed up, restored into a fresh
 * database of the same kind, and every row of every table is found there; a database with data is replaced only when
 * the operator says so.
 */

/** The tables that must hold rows before the backup, so the comparison is about a database in use. */
const TABLES_IN_USE = ['users', 'sessions', 'attempts', 'block_results', 'review_cards', 'orders'];

type Rows = Record<string, string[]>;

/** Every row of every table of the app's schema and of the migration records, as sorted JSON texts. */
async function everyRow(database: Database): Promise<Rows> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(sql`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`);
  const all: Rows = {};
  for (const { name } of tables as { name: string }[]) {
    const rows = await rowsOf(sql.raw(`select to_jsonb(t)::text as row from public."${name}" t`));
    all[name] = rows.map((r) => String(r.row)).sort();
  }
  const migrations = await rowsOf(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  all['drizzle.__drizzle_migrations'] = migrations.map((r) => JSON.stringify(r));
  return all;
}

/** Learners with lesson results (which make review cards) and orders, written through the API as a learner would. */
async function fillWithLearners(database: Database): Promise<void> {
  await seedReferenceData(database.db);
  const app = await buildApp({ config: testConfig(), database, closeDatabase: false, logger: false });
  await app.ready();
  try {
    const [theme] = await makeThemes(database.db, [{ questions: 4 }]);
    for (let i = 0; i < 3; i++) {
      const learner = await makeUser(database.db, { premium: i === 0 });
      const lesson = await postLesson(app, learner, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions, [theme!.questions[i]!.id]),
      });
      expect(lesson.statusCode, lesson.body).toBe(200);
      await subscribeAs(app, learner.token);
    }
  } finally {
    await app.close();
  }
}

function expectInUse(rows: Rows): void {
  for (const table of TABLES_IN_USE) expect(rows[table]?.length ?? 0, table).toBeGreaterThan(0);
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-backup-'));
  folders.push(dir);
  return dir;
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('restores every row into a new data folder, and replaces a folder with data only with force', async () => {
    const work = tempFolder();
    const source = { DATA_DIR: path.join(work, 'source') };
    const file = path.join(work, 'pdr.tar.gz');

    const original = await openDatabase(source);
    let before: Rows;
    try {
      await fillWithLearners(original);
      before = await everyRow(original);
    } finally {
      await original.close();
    }
    expectInUse(before);

    await expect(backupDatabase(source, file)).resolves.toMatchObject({ driver: 'pglite', file });
    const target = { DATA_DIR: path.join(work, 'target') };
    await restoreDatabase(target, file);
    const restored = await openDatabase(target);
    try {
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.close();
    }

    // The target now holds data: a second restore is refused, and with force the old folder is kept aside.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/не порожня.*--force/);
    const result = await restoreDatabase(target, file, { force: true });
    expect(result.replacedKeptAt).toMatch(/pglite\.before-restore-/);
    expect(readdirSync(target.DATA_DIR)).toEqual(
      expect.arrayContaining(['pglite', path.basename(result.replacedKeptAt!)]),
    );
    const again = await openDatabase(target);
    try {
      expect(await everyRow(again)).toEqual(before);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses a folder the server holds, a database only in memory and a file that is no backup', async () => {
    const work = tempFolder();
    const held = { DATA_DIR: path.join(work, 'held') };
    const open = await openDatabase(held);
    try {
      await expect(backupDatabase(held, path.join(work, 'x.tar.gz'))).rejects.toThrow(/інший процес/);
    } finally {
      await open.close();
    }
    await expect(backupDatabase({ DATA_DIR: 'memory://' }, path.join(work, 'y'))).rejects.toThrow(
      BackupError,
    );
    const notBackup = path.join(work, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    await expect(restoreDatabase({ DATA_DIR: path.join(work, 'new') }, notBackup)).rejects.toThrow(
      /не резервна копія/,
    );
  }, 60_000);
});

describe.skipIf(!drivers.includes('postgres'))(
  'backup and restore on PostgreSQL (pg_dump/pg_restore)',
  () => {
    let source: TestDatabase | undefined;
    let target: TestDatabase | undefined;
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it('restores every row into a fresh database, and replaces one with data only with force', async () => {
      const file = path.join(tempFolder(), 'pdr.dump');
      source = await createTestDatabase('postgres');
      await fillWithLearners(source);
      const before = await everyRow(source);
      expectInUse(before);
      await expect(
        backupDatabase({ DATA_DIR: 'memory://', DATABASE_URL: source.url! }, file),
      ).resolves.toMatchObject({ driver: 'postgres' });

      // A fresh database as a new server leaves it: migrated, with only the reference rows.
      target = await createTestDatabase('postgres');
      const targetOptions = { DATA_DIR: 'memory://', DATABASE_URL: target.url! };
      await restoreDatabase(targetOptions, file);
      const restored = await openDatabase(targetOptions);
      try {
        expect(await everyRow(restored)).toEqual(before);
      } finally {
        await restored.close();
      }

      // The source holds data: refused without force; with it, replaced by the copy.
      const sourceOptions = { DATA_DIR: 'memory://', DATABASE_URL: source.url! };
      await expect(restoreDatabase(sourceOptions, file)).rejects.toThrow(/не порожня.*--force/);
      await makeUser(source.db);
      await restoreDatabase(sourceOptions, file, { force: true });
      const replaced = await openDatabase(sourceOptions);
      try {
        expect(await everyRow(replaced)).toEqual(before);
      } finally {
        await replaced.close();
      }
      // A copy of one kind does not go into a database of the other.
      const embedded = path.join(tempFolder(), 'embedded.tar.gz');
      writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
      await expect(restoreDatabase(targetOptions, embedded)).rejects.toThrow(/копія вбудованої бази/);
    }, 120_000);
  },
);
