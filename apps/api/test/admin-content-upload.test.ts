import { randomUUID } from 'node:crypto';
import { access, cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { create as createTar, Header } from 'tar';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import type { AdminPackReport } from '@pdr/contract/admin';
import { users } from '../src/db/schema/accounts.ts';
import { auditLog } from '../src/db/schema/admin.ts';
import { answers } from '../src/db/schema/content.ts';
import { attempts } from '../src/db/schema/learning.ts';
import { settings } from '../src/db/schema/settings.ts';
import { MAX_PACK_ENTRIES, MAX_UNPACKED_BYTES, TEMP_PREFIX } from '../src/modules/content/pack-archive.ts';
import { drivers, useTestApp } from './test-app.ts';
import { contentSnapshot, tempDir } from './content-fixtures.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';
import { makeTeacher } from './teacher-fixtures.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

/** The demo pack as a .tar.gz, after `edit` changed a copy of it. */
async function demoArchive(edit?: (dir: string) => Promise<void>): Promise<Buffer> {
  const dir = await tempDir();
  await cp(DEMO, path.join(dir, 'demo'), { recursive: true });
  await edit?.(path.join(dir, 'demo'));
  const file = path.join(dir, 'demo.tar.gz');
  await createTar({ gzip: true, file, cwd: dir, portable: true }, ['demo']);
  return readFile(file);
}

/** Question 1001: its key moves from answer 10012 to answer 10011. */
async function moveKey(dir: string): Promise<void> {
  const file = path.join(dir, 'questions', '1.json');
  const list = JSON.parse(await readFile(file, 'utf8')) as Array<{
    id: number;
    answers: Array<{ id: number; correct: boolean }>;
  }>;
  for (const answer of list.find((q) => q.id === 1001)!.answers) answer.correct = answer.id === 10011;
  await writeFile(file, JSON.stringify(list));
}

interface RawEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'FIFO';
  body?: string;
  linkpath?: string;
  size?: number;
}

/** A tar stream written header by header, so that it can hold what no well-behaved tool writes. */
function rawTar(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = new Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: entry.size ?? body.length,
      mode: 0o644,
      mtime: new Date(0),
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** A small archive that unpacks past the cap: one file, then a long run of zeros in the gzip stream. */
async function bombArchive(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  gzip.write(rawTar([{ path: 'pack.json', body: '{}' }]).subarray(0, -1024));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written <= MAX_UNPACKED_BYTES + 4 * zeros.length; written += zeros.length) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(parts);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

const uploads = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(TEMP_PREFIX));

describe.each(drivers)('importing a content pack uploaded to the console, on %s', (driver) => {
  const ctx = useTestApp(driver);
  const post = (url: string, body: Buffer, user?: TestUser, type = 'application/gzip') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...(user ? user.auth : {}), 'content-type': type },
      payload: body,
    });

  async function makeOperator(): Promise<TestUser> {
    const user = await makeUser(ctx.database.db);
    await ctx.database.db.update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, user.id));
    return user;
  }
  const version = async () =>
    Number((await ctx.database.db.select().from(settings).where(eq(settings.id, 1)))[0]!.contentVersion);
  const auditRows = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('answers a guest 401 and a pupil, a Premium pupil or a teacher 403 before reading the archive', async () => {
    const archive = await demoArchive();
    const pupil = await makeUser(ctx.database.db);
    const premium = await makeUser(ctx.database.db, { premium: true });
    const teacher = await makeTeacher(ctx.database.db);
    for (const url of ['/api/admin/content/preview', '/api/admin/content/import']) {
      expect((await post(url, archive)).statusCode, url).toBe(401);
      for (const user of [pupil, premium, teacher]) {
        const res = await post(url, archive, user);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: 'Цей розділ лише для операторів' });
        // Even a body over the limit is refused for who is asking, not for its size.
        expect((await post(url, Buffer.alloc(10), user, 'text/plain')).statusCode).toBe(403);
      }
    }
    expect(await auditRows()).toBe(0);
  });

  it('previews without changing anything, imports in one go, and keeps learners’ attempts on a changed question', async () => {
    const operator = await makeOperator();
    const first = await demoArchive();
    const before = await contentSnapshot(ctx.database.db);
    const versionBefore = await version();

    const preview = await post('/api/admin/content/preview', first, operator);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json<AdminPackReport>();
    expect(report).toMatchObject({ ok: true, imported: false, error_count: 0 });
    expect(report.pack?.version).toBeTruthy();
    expect(report.summary.questions).toBeGreaterThanOrEqual(240);
    const added = (kind: string, r: AdminPackReport) => r.counts.find((c) => c.kind === kind)!;
    expect(added('questions', report)).toMatchObject({ label: 'питання', added: report.summary.questions });
    expect(added('images', report).added).toBeLessThanOrEqual(report.summary.images);
    expect(await contentSnapshot(ctx.database.db)).toEqual(before);
    expect(await version()).toBe(versionBefore);
    expect(await auditRows()).toBe(0);

    const imported = await post('/api/admin/content/import', first, operator);
    expect(imported.statusCode, imported.body).toBe(200);
    const done = imported.json<AdminPackReport>();
    expect(done.imported).toBe(true);
    expect(done.counts).toEqual(report.counts);
    expect(done.content_version_after).toBeGreaterThan(done.content_version_before);

    // A learner answered question 1001 under the old key.
    const learner = await makeUser(ctx.database.db);
    await ctx.database.db.insert(attempts).values({
      id: randomUUID(),
      userId: learner.id,
      type: 'theme',
      themeId: 1,
      blockIdx: 0,
      correctCount: 1,
      questionCount: 1,
      passed: true,
      timeS: 30,
      outcome: {},
      answers: [[1001, 10012, true]],
    });

    const corrected = await demoArchive(moveKey);
    const check = (await post('/api/admin/content/preview', corrected, operator)).json<AdminPackReport>();
    expect(check.counts.filter((c) => c.added + c.changed + c.retired > 0)).toEqual([
      { kind: 'answers', label: 'відповіді', added: 0, changed: 2, retired: 0 },
    ]);
    const keyOf = async () =>
      (await ctx.database.db.select().from(answers).where(eq(answers.questionId, 1001)))
        .filter((a) => a.correct)
        .map((a) => a.id);
    expect(await keyOf()).toEqual([10012]);

    const fix = await post('/api/admin/content/import', corrected, operator);
    expect(fix.statusCode, fix.body).toBe(200);
    expect(await keyOf()).toEqual([10011]);
    const kept = await ctx.database.db.select().from(attempts).where(eq(attempts.userId, learner.id));
    expect(kept.map((a) => a.answers)).toEqual([[[1001, 10012, true]]]);

    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(1);
    expect(entry).toMatchObject({
      operatorId: operator.id,
      action: 'Зміст: імпорт пакета',
      before: { content_version: fix.json<AdminPackReport>().content_version_before },
      after: {
        content_version: fix.json<AdminPackReport>().content_version_after,
        counts: { answers: { added: 0, changed: 2, retired: 0 } },
      },
    });

    // The console's pack info sees the new content at once.
    const info = await ctx.app.inject({ method: 'GET', url: '/api/admin/content', headers: operator.auth });
    expect(info.json()).toMatchObject({ content_version: fix.json<AdminPackReport>().content_version_after });
  });

  it('reports an invalid pack in the preview and refuses to import it, changing nothing', async () => {
    const operator = await makeOperator();
    const broken = await demoArchive(async (dir) => {
      const file = path.join(dir, 'questions', '1.json');
      const list = JSON.parse(await readFile(file, 'utf8')) as Array<{
        answers: Array<{ correct: boolean }>;
      }>;
      for (const answer of list[0]!.answers) answer.correct = true;
      await writeFile(file, JSON.stringify(list));
    });
    const before = await contentSnapshot(ctx.database.db);
    const preview = await post('/api/admin/content/preview', broken, operator);
    expect(preview.statusCode).toBe(200);
    const report = preview.json<AdminPackReport>();
    expect(report).toMatchObject({ ok: false, imported: false, counts: [] });
    expect(report.problems).toContainEqual(
      expect.objectContaining({ level: 'error', file: 'questions/1.json', path: '$[0].answers' }),
    );
    const refused = await post('/api/admin/content/import', broken, operator);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'Пакет має помилки; базу не змінено' });
    expect(await contentSnapshot(ctx.database.db)).toEqual(before);
  });

  it('refuses hostile and broken archives with 4xx, writing nothing outside its temp folder', async () => {
    const operator = await makeOperator();
    const escape = `pdr-escape-${randomUUID()}.json`;
    const base: RawEntry[] = [{ path: 'pack.json', body: '{}' }];
    const cases: Array<[name: string, body: Buffer, status: number, message: RegExp]> = [
      ['path traversal', gzipSync(rawTar([...base, { path: `../${escape}`, body: '{}' }])), 422, /\(\.\.\)/],
      ['deep traversal', gzipSync(rawTar([{ path: `a/../../${escape}`, body: '{}' }])), 422, /\(\.\.\)/],
      [
        'absolute path',
        gzipSync(rawTar([{ path: path.join(tmpdir(), escape), body: '{}' }])),
        422,
        /абсолютний/,
      ],
      [
        'symlink',
        gzipSync(rawTar([...base, { path: 'images', type: 'SymbolicLink', linkpath: tmpdir() }])),
        422,
        /символьні посилання/,
      ],
      [
        'hard link',
        gzipSync(rawTar([{ path: 'pack.json', type: 'Link', linkpath: '/etc/passwd' }])),
        422,
        /жорсткі посилання/,
      ],
      ['device', gzipSync(rawTar([{ path: 'null.json', type: 'CharacterDevice' }])), 422, /тип запису/],
      [
        'a file a pack does not hold',
        gzipSync(rawTar([...base, { path: 'run.sh', body: 'x' }])),
        422,
        /\.json/,
      ],
      [
        'a header claiming a huge file',
        gzipSync(rawTar([{ path: 'pack.json', size: MAX_UNPACKED_BYTES + 1 }])),
        422,
        /завеликий обсяг/,
      ],
      ['a gzip bomb', await bombArchive(), 422, /завеликий обсяг/],
      [
        'too many entries',
        gzipSync(
          rawTar(
            Array.from({ length: MAX_PACK_ENTRIES + 1 }, (_, i) => ({ path: `d${i}/`, type: 'Directory' })),
          ),
        ),
        422,
        /забагато файлів/,
      ],
      ['not an archive', Buffer.from('це не архів'), 422, /не архів/],
      ['gzipped text', gzipSync('це не архів, хоч і стиснений'.repeat(50)), 422, /не архів/],
      ['a damaged archive', gzipSync(rawTar(base)).subarray(0, 30), 422, /не архів|пошкоджений/],
      ['no pack.json', gzipSync(rawTar([{ path: 'themes.json', body: '[]' }])), 422, /pack\.json/],
      ['an empty body', Buffer.alloc(0), 422, /не архів/],
      ['a body over 50 MB', Buffer.alloc(50 * 1024 * 1024 + 1), 413, /50 МБ/],
    ];
    const temps = await uploads();
    const audits = await auditRows();
    const before = await contentSnapshot(ctx.database.db);
    for (const [name, body, status, message] of cases) {
      for (const url of ['/api/admin/content/preview', '/api/admin/content/import']) {
        const res = await post(url, body, operator);
        expect(res.statusCode, `${name} ${url}: ${res.body}`).toBe(status);
        expect(res.json<{ message: string }>().message, name).toMatch(message);
      }
    }
    expect(await exists(path.join(tmpdir(), escape))).toBe(false);
    expect(await exists(path.join(process.cwd(), escape))).toBe(false);
    expect(await uploads()).toEqual(temps);
    expect(await contentSnapshot(ctx.database.db)).toEqual(before);
    expect(await auditRows()).toBe(audits);

    const wrongType = await post('/api/admin/content/preview', await demoArchive(), operator, 'text/plain');
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ message: 'Це не архів .tar.gz' });
  }, 60_000);
});
