import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase, pgliteFolder, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { BackupError } from '../src/db/backup-error.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { imageRoot } from '../src/modules/content/storage.ts';
import { answersFor, makeThemes, makeUser, postLesson } from './learning-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';

/**
 * A database with learners, results, orders and review cards, and content pictures, is backed up into one private
 * file, restored into a fresh install of the same kind, and every row and picture is found there; an install with
 * data is replaced only when the operator says so, and a restore that fails for any reason leaves every row and
 * picture where it was.
 */

/** The tables that must hold rows before the backup, so the comparison is about a database in use. */
const TABLES_IN_USE = ['users', 'sessions', 'attempts', 'block_results', 'review_cards', 'orders'];

type Rows = Record<string, string[]>;

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every row of every table of the app's schema and of the migration records, as sorted JSON texts. */
async function everyRow(database: Database): Promise<Rows> {
  const tables = await rowsOf(
    database,
    sql`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const all: Rows = {};
  for (const { name } of tables as { name: string }[]) {
    const rows = await rowsOf(database, sql.raw(`select to_jsonb(t)::text as row from public."${name}" t`));
    all[name] = rows.map((r) => String(r.row)).sort();
  }
  const migrations = await rowsOf(
    database,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  all['drizzle.__drizzle_migrations'] = migrations.map((r) => JSON.stringify(r));
  return all;
}

/** Row counts of the tables in use and of the migration records: what a failed restore must leave as it was. */
async function countsOf(options: DatabaseOptions): Promise<Record<string, number>> {
  const database = await openDatabase(options);
  try {
    const counts: Record<string, number> = {};
    for (const table of [...TABLES_IN_USE, 'questions', 'drizzle.__drizzle_migrations']) {
      const name = table.includes('.') ? table : `public.${table}`;
      const [row] = await rowsOf(database, sql.raw(`select count(*)::int as n from ${name}`));
      counts[table] = Number(row!.n);
    }
    return counts;
  } finally {
    await database.close();
  }
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

const QUESTION_PICTURE = 'sign-1a2b3c4d5e6f.svg';
const THEORY_PICTURE = 'scheme-0f9e8d7c6b5a.webp';

/** Content pictures as an import leaves them; answers their bytes by path under the pictures folder. */
function putPictures(dataDir: string, seed: string): Record<string, Buffer> {
  const root = imageRoot(dataDir);
  const pictures = {
    [`question/${QUESTION_PICTURE}`]: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><title>${seed}</title></svg>`,
    ),
    [`theory/${THEORY_PICTURE}`]: Buffer.concat([Buffer.from(seed), randomBytes(3000)]),
  };
  for (const [name, bytes] of Object.entries(pictures)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), bytes);
  }
  return pictures;
}

function expectPictures(dataDir: string, pictures: Record<string, Buffer>): void {
  const root = imageRoot(dataDir);
  const found = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  expect(found).toHaveLength(Object.keys(pictures).length);
  for (const [name, bytes] of Object.entries(pictures)) {
    expect(readFileSync(path.join(root, name)).equals(bytes), name).toBe(true);
  }
}

/** The question picture as a learner's browser gets it from the restored install. */
async function servedPicture(options: DatabaseOptions): Promise<{ status: number; body: Buffer }> {
  const database = await openDatabase(options);
  const app = await buildApp({
    config: testConfig({ DATA_DIR: options.DATA_DIR }),
    database,
    closeDatabase: true,
    logger: false,
  });
  try {
    const reply = await app.inject({ method: 'GET', url: `/images/question/${QUESTION_PICTURE}` });
    return { status: reply.statusCode, body: reply.rawPayload };
  } finally {
    await app.close();
  }
}

/** Backs up with the umask at 0, as a careless service unit would leave it. */
async function backupWithOpenUmask(options: DatabaseOptions, file: string) {
  const before = process.umask(0);
  try {
    return await backupDatabase(options, file);
  } finally {
    process.umask(before);
  }
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-backup-'));
  folders.push(dir);
  return dir;
}

/** The file cut to `fraction` of its length, as a full disk or an interrupted copy leaves it. */
function truncated(file: string, fraction: number): string {
  const bytes = readFileSync(file);
  const cut = `${file}.cut-${fraction}`;
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return cut;
}

/** The bundle cut just before its last entry, the manifest: a copy interrupted at the very end. */
function withoutManifest(file: string): string {
  const bytes = readFileSync(file);
  const header = bytes.lastIndexOf(Buffer.from('backup.json\0'));
  expect(header % 512).toBe(0);
  const cut = `${file}.no-manifest`;
  writeFileSync(cut, bytes.subarray(0, header));
  return cut;
}

/** Restores `file` with force into `options`, expects a BackupError matching `message`, and nothing changed. */
async function expectRefusedAndUnchanged(
  options: DatabaseOptions,
  file: string,
  message: RegExp,
  before: { counts: Record<string, number>; pictures: Record<string, Buffer> },
): Promise<void> {
  const failure = await restoreDatabase(options, file, { force: true }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure, file).toBeInstanceOf(BackupError);
  expect((failure as Error).message).toMatch(message);
  expect(await countsOf(options), file).toEqual(before.counts);
  expectPictures(options.DATA_DIR, before.pictures);
  // Nothing of the attempt is left behind in the data folder.
  expect(readdirSync(options.DATA_DIR).filter((name) => name.startsWith('.pdr-restore-'))).toEqual([]);
}

describe('backup and restore of the embedded database (PGlite)', () => {
  // One install with learners and pictures for the describe block (a new embedded database costs the most here);
  // no test changes it.
  const installed = { DATA_DIR: '' };
  let work = '';
  let file = '';
  let before: Rows;
  let pictures: Record<string, Buffer>;
  beforeAll(async () => {
    work = tempFolder();
    installed.DATA_DIR = path.join(work, 'installed');
    const database = await openDatabase(installed);
    try {
      await fillWithLearners(database);
      before = await everyRow(database);
    } finally {
      await database.close();
    }
    pictures = putPictures(installed.DATA_DIR, 'installed');
    file = path.join(work, 'pdr.tar');
    await backupDatabase(installed, file);
  }, 300_000);

  it('restores every row and picture into a new data folder, and replaces one with data only with force', async () => {
    expectInUse(before);
    const own = path.join(tempFolder(), 'pdr.tar');
    const written = await backupWithOpenUmask(installed, own);
    expect(written).toMatchObject({ driver: 'pglite', file: own, pictures: 2 });
    expect(written.rows).toMatchObject({ users: before.users!.length, attempts: before.attempts!.length });
    expect(written.bytes).toBe(statSync(own).size);
    expect(statSync(own).mode & 0o777).toBe(0o600);

    const target = { DATA_DIR: path.join(tempFolder(), 'target') };
    const restoredResult = await restoreDatabase(target, own);
    expect(restoredResult.manifest?.pictures.files).toBe(2);
    const restored = await openDatabase(target);
    try {
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expectPictures(target.DATA_DIR, pictures);
    const served = await servedPicture(target);
    expect(served.status).toBe(200);
    expect(served.body.equals(pictures[`question/${QUESTION_PICTURE}`]!)).toBe(true);

    // The target now holds data: a second restore is refused, and with force the old folder is kept aside.
    await expect(restoreDatabase(target, own)).rejects.toThrow(/не порожня.*--force/);
    const result = await restoreDatabase(target, own, { force: true });
    expect(result.replacedKeptAt).toMatch(/pglite\.before-restore-/);
    expect(result.picturesKeptAt).toMatch(/images\.before-restore-/);
    expect(readdirSync(target.DATA_DIR)).toEqual(
      expect.arrayContaining(['pglite', 'images', path.basename(result.replacedKeptAt!)]),
    );
    const again = await openDatabase(target);
    try {
      expect(await everyRow(again)).toEqual(before);
    } finally {
      await again.close();
    }
    expectPictures(target.DATA_DIR, pictures);
  }, 240_000);

  it('leaves every row and picture in place when the file is cut, damaged, of the other kind or no backup', async () => {
    const unchanged = { counts: await countsOf(installed), pictures };
    expect(unchanged.counts.users).toBe(before.users!.length);
    const bad = tempFolder();
    // A copy from before pictures went in: PGlite's own gzipped tar of its folder.
    const legacy = path.join(bad, 'legacy.tar.gz');
    const client = new PGlite(pgliteFolder(installed.DATA_DIR));
    await client.waitReady;
    writeFileSync(legacy, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.close();
    // A whole PGlite database that is not this app's: no migration records.
    const stranger = new PGlite(path.join(bad, 'stranger'), {
      loadDataDir: new Blob([readFileSync(legacy)]),
    });
    await stranger.waitReady;
    await stranger.query('drop schema drizzle cascade');
    const strangerFile = path.join(bad, 'stranger.tar.gz');
    writeFileSync(strangerFile, Buffer.from(await (await stranger.dumpDataDir('gzip')).arrayBuffer()));
    await stranger.close();
    const randomFile = path.join(bad, 'random.bin');
    writeFileSync(randomFile, randomBytes(4096));
    const postgresFile = path.join(bad, 'postgres.dump');
    writeFileSync(postgresFile, Buffer.concat([Buffer.from('PGDMP'), randomBytes(100)]));
    // The dump inside the bundle with one byte changed: the tar is whole, the checksum is not.
    const bytes = readFileSync(file);
    bytes[2048] = bytes[2048]! ^ 0xff;
    const flipped = path.join(bad, 'flipped.tar');
    writeFileSync(flipped, bytes);

    const cases: [string, RegExp][] = [
      [truncated(file, 0.5), /пошкоджено або обрізано/],
      [withoutManifest(file), /пошкоджено або обрізано/],
      [flipped, /контрольною сумою/],
      [truncated(legacy, 0.5), /пошкоджено або обрізано/],
      [strangerFile, /не тренажера/],
      [randomFile, /не резервна копія/],
      [postgresFile, /копія PostgreSQL/],
    ];
    for (const [name, message] of cases) await expectRefusedAndUnchanged(installed, name, message, unchanged);

    // An old file still restores: the database comes back, and the pictures folder is left as it is.
    const fresh = { DATA_DIR: path.join(bad, 'fresh') };
    const fromLegacy = await restoreDatabase(fresh, legacy);
    expect(fromLegacy.manifest).toBeNull();
    expect(await countsOf(fresh)).toEqual(unchanged.counts);
  }, 240_000);

  it('refuses a folder the server holds, a database only in memory and a file that is no backup', async () => {
    const open = await openDatabase(installed);
    try {
      await expect(backupDatabase(installed, path.join(tempFolder(), 'x.tar'))).rejects.toThrow(
        /інший процес/,
      );
      await expect(restoreDatabase(installed, file, { force: true })).rejects.toThrow(/інший процес/);
    } finally {
      await open.close();
    }
    await expect(backupDatabase({ DATA_DIR: 'memory://' }, path.join(work, 'y'))).rejects.toThrow(
      BackupError,
    );
    const notBackup = path.join(tempFolder(), 'notes.txt');
    writeFileSync(notBackup, 'hello');
    await expect(restoreDatabase({ DATA_DIR: path.join(work, 'new') }, notBackup)).rejects.toThrow(
      /не резервна копія/,
    );
  }, 60_000);
});

/** Runs `work` with PATH set to `value`: how the operator's machine finds (or lacks) PostgreSQL's tools. */
async function withPath<T>(value: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.PATH;
  process.env.PATH = value;
  try {
    return await work();
  } finally {
    process.env.PATH = before;
  }
}

/** A pg_restore that reads the table of contents as the real one does, but stops with an error half-way. */
function failingPgRestore(): string {
  const real = spawnSync('sh', ['-c', 'command -v pg_restore'], { encoding: 'utf8' }).stdout.trim();
  const bin = tempFolder();
  const script = path.join(bin, 'pg_restore');
  writeFileSync(
    script,
    `#!/bin/sh
for arg in "$@"; do [ "$arg" = "--list" ] && exec "${real}" "$@"; done
"${real}" "$@" | head -c 30000
echo "pg_restore: error: could not read from input file: end of file" >&2
exit 1
`,
  );
  chmodSync(script, 0o755);
  return bin;
}

describe.skipIf(!drivers.includes('postgres'))(
  'backup and restore on PostgreSQL (pg_dump/pg_restore)',
  () => {
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      for (const database of databases) await database.close();
    });
    async function newDatabase(): Promise<TestDatabase> {
      const database = await createTestDatabase('postgres');
      databases.push(database);
      return database;
    }

    it('restores every row and picture into a fresh database, and replaces one with data only with force', async () => {
      const work = tempFolder();
      const file = path.join(work, 'pdr.tar');
      const source = await newDatabase();
      await fillWithLearners(source);
      const before = await everyRow(source);
      expectInUse(before);
      const sourceOptions = { DATA_DIR: path.join(work, 'source'), DATABASE_URL: source.url! };
      const pictures = putPictures(sourceOptions.DATA_DIR, 'source');
      const written = await backupWithOpenUmask(sourceOptions, file);
      expect(written).toMatchObject({ driver: 'postgres', pictures: 2 });
      expect(written.rows).toMatchObject({ users: before.users!.length, orders: before.orders!.length });
      expect(statSync(file).mode & 0o777).toBe(0o600);

      // A fresh database as a new server leaves it: migrated, with only the reference rows.
      const target = await newDatabase();
      const targetOptions = { DATA_DIR: path.join(work, 'target'), DATABASE_URL: target.url! };
      await restoreDatabase(targetOptions, file);
      const restored = await openDatabase(targetOptions);
      try {
        expect(await everyRow(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
      expectPictures(targetOptions.DATA_DIR, pictures);
      const served = await servedPicture(targetOptions);
      expect(served.status).toBe(200);
      expect(served.body.equals(pictures[`question/${QUESTION_PICTURE}`]!)).toBe(true);

      // The source holds data: refused without force; with it, replaced by the copy.
      await expect(restoreDatabase(sourceOptions, file)).rejects.toThrow(/не порожня.*--force/);
      await makeUser(source.db);
      putPictures(sourceOptions.DATA_DIR, 'changed since');
      await restoreDatabase(sourceOptions, file, { force: true });
      const replaced = await openDatabase(sourceOptions);
      try {
        expect(await everyRow(replaced)).toEqual(before);
      } finally {
        await replaced.close();
      }
      expectPictures(sourceOptions.DATA_DIR, pictures);

      // A bare pg_dump file, as backups were before pictures went in, still restores.
      const bare = path.join(work, 'bare.dump');
      const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${bare}`, `--dbname=${source.url!}`]);
      expect(dumped.status, String(dumped.stderr)).toBe(0);
      const fromBare = await restoreDatabase(targetOptions, bare, { force: true });
      expect(fromBare.manifest).toBeNull();
      expect(await countsOf(targetOptions)).toEqual(await countsOf(sourceOptions));
    }, 240_000);

    it('leaves every row and picture in place when the dump is cut, of another kind, or pg_restore is missing or fails half-way', async () => {
      const work = tempFolder();
      const installed = await newDatabase();
      await fillWithLearners(installed);
      const options = { DATA_DIR: path.join(work, 'installed'), DATABASE_URL: installed.url! };
      const pictures = putPictures(options.DATA_DIR, 'installed');
      const before = { counts: await countsOf(options), pictures };
      expect(before.counts.users).toBeGreaterThan(0);

      const file = path.join(work, 'pdr.tar');
      await backupDatabase(options, file);
      const bare = path.join(work, 'bare.dump');
      const dumpArgs = ['--format=custom', '--no-owner', `--dbname=${installed.url!}`];
      expect(spawnSync('pg_dump', [...dumpArgs, `--file=${bare}`]).status).toBe(0);
      // A whole, valid dump of the tables without the migration records: not this app's database.
      const noMigrations = path.join(work, 'no-migrations.dump');
      const withoutDrizzle = [...dumpArgs, '--exclude-schema=drizzle', `--file=${noMigrations}`];
      expect(spawnSync('pg_dump', withoutDrizzle).status).toBe(0);
      const embedded = path.join(work, 'embedded.tar.gz');
      writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
      const randomFile = path.join(work, 'random.bin');
      writeFileSync(randomFile, randomBytes(4096));

      const cases: [string, RegExp][] = [
        [truncated(file, 0.5), /пошкоджено або обрізано/],
        [withoutManifest(file), /пошкоджено або обрізано/],
        [truncated(bare, 0.6), /базу не змінено/],
        [noMigrations, /базу не змінено.*немає таблиці міграцій/s],
        [embedded, /копія вбудованої бази/],
        [randomFile, /не резервна копія/],
      ];
      for (const [bad, message] of cases) await expectRefusedAndUnchanged(options, bad, message, before);

      await withPath(tempFolder(), () =>
        expectRefusedAndUnchanged(options, file, /pg_restore не знайдено.*postgresql-client/, before),
      );
      await withPath(`${failingPgRestore()}${path.delimiter}${process.env.PATH}`, () =>
        expectRefusedAndUnchanged(options, file, /базу не змінено: pg_restore завершився з кодом 1/, before),
      );
    }, 300_000);
  },
);
