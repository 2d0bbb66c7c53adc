import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  answers,
  freePremiumOffer,
  pages,
  questions,
  theoryBlocks,
  themes,
} from '../src/db/schema/content.ts';
import { attempts } from '../src/db/schema/learning.ts';
import { reviewCards } from '../src/db/schema/repetition.ts';
import { ContentPackError, importContentPack } from '../src/modules/content/import.ts';
import { imageRoot, storedImageName } from '../src/modules/content/storage.ts';
import { signImage } from '../src/lib/image-signature.ts';
import {
  basePack,
  contentSnapshot,
  JPEG_BYTES,
  SIGN_SVG,
  writePack,
  type TestPack,
} from './content-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

type Case = {
  name: string;
  breakIt: (pack: TestPack) => void;
  file: string;
  path: string;
  message: RegExp;
};

const q = (pack: TestPack, file: string, i: number) => pack.questions[file]![i]!;
const answersOf = (pack: TestPack, file: string, i: number) =>
  q(pack, file, i).answers as Array<Record<string, unknown>>;
const block = (pack: TestPack) =>
  (
    (pack.theories![0]!.themes as Array<Record<string, unknown>>)[0]!.blocks as Array<Record<string, unknown>>
  )[0]!;

/** Each kind of bad pack, the file and JSON path its error must name, and what the message says. */
const BAD_PACKS: Case[] = [
  {
    name: 'two correct answers',
    breakIt: (p) => void (answersOf(p, '1.json', 1)[0]!.correct = true),
    file: 'questions/1.json',
    path: '$[1].answers',
    message: /рівно одна правильна відповідь, а позначено 2/,
  },
  {
    name: 'no correct answer',
    breakIt: (p) => void (answersOf(p, '1.json', 0)[1]!.correct = false),
    file: 'questions/1.json',
    path: '$[0].answers',
    message: /позначено 0/,
  },
  {
    name: 'one answer',
    breakIt: (p) => void (q(p, '1.json', 2).answers = answersOf(p, '1.json', 2).slice(1, 2)),
    file: 'questions/1.json',
    path: '$[2].answers',
    message: /від 2 до 5 відповідей/,
  },
  {
    name: 'six answers',
    breakIt: (p) =>
      void (q(p, '1.json', 2).answers = [
        ...answersOf(p, '1.json', 2),
        ...[4, 5, 6].map((k) => ({ id: 10030 + k, text: `Ще ${k}`, correct: false })),
      ]),
    file: 'questions/1.json',
    path: '$[2].answers',
    message: /від 2 до 5 відповідей/,
  },
  {
    name: 'a missing picture',
    breakIt: (p) => void delete p.images['question/t33-sign.svg'],
    file: 'questions/33.json',
    path: '$[0].image',
    message: /файлу images\/question\/t33-sign\.svg немає/,
  },
  {
    name: 'a question id used twice across files',
    breakIt: (p) => void (q(p, '33.json', 1).id = 1002),
    file: 'questions/33.json',
    path: '$[1].id',
    message: /id питання 1002 уже є: questions\/1\.json \$\[1\]/,
  },
  {
    name: 'an answer id used twice',
    breakIt: (p) => void (answersOf(p, '33.json', 0)[2]!.id = 10011),
    file: 'questions/33.json',
    path: '$[0].answers[2].id',
    message: /id відповіді 10011 уже є/,
  },
  {
    name: 'a theme id used twice',
    breakIt: (p) => void (p.themes[1]!.id = 1),
    file: 'themes.json',
    path: '$[1].id',
    message: /id 1 повторює тему/,
  },
  {
    name: 'a question of an unknown theme',
    breakIt: (p) => void (q(p, '1.json', 0).theme_id = 7),
    file: 'questions/1.json',
    path: '$[0].theme_id',
    message: /теми з id 7 немає в themes\.json/,
  },
  {
    name: 'a script in the notes',
    breakIt: (p) => void (q(p, '1.json', 0).notes = '<p>Текст</p><script>alert(1)</script>'),
    file: 'questions/1.json',
    path: '$[0].notes',
    message: /небезпечний HTML: заборонений тег <script>/,
  },
  {
    name: 'an event handler in the notes',
    breakIt: (p) => void (q(p, '1.json', 1).notes = '<p onclick="steal()">Текст</p>'),
    file: 'questions/1.json',
    path: '$[1].notes',
    message: /обробник подій onclick/,
  },
  {
    name: 'a javascript: link in a theory block',
    breakIt: (p) => void (block(p).content = '<p><a href=" jav&#x09;ascript:alert(1)">тут</a></p>'),
    file: 'theories.json',
    path: '$[0].themes[0].blocks[0].content',
    message: /посилання javascript:/,
  },
  {
    name: 'empty notes',
    breakIt: (p) => void (q(p, '1.json', 0).notes = '<p> </p>'),
    file: 'questions/1.json',
    path: '$[0].notes',
    message: /порожній текст/,
  },
  {
    name: 'blank notes',
    breakIt: (p) => void (q(p, '1.json', 0).notes = '   '),
    file: 'questions/1.json',
    path: '$[0].notes',
    message: /не може бути порожнім/,
  },
  {
    name: 'a bad video address',
    breakIt: (p) => void (q(p, '1.json', 1).video_url = 'https://vimeo.com/12345'),
    file: 'questions/1.json',
    path: '$[1].video_url',
    message: /адресою YouTube/,
  },
  {
    name: 'a picture that is no image at all',
    breakIt: (p) => void (p.images['question/t33-photo.png'] = 'GIF89a not really'),
    file: 'images/question/t33-photo.png',
    path: '$',
    message: /не JPEG, PNG, WebP і не SVG/,
  },
  {
    name: 'a JPEG named .png',
    breakIt: (p) => void (p.images['question/t33-photo.png'] = JPEG_BYTES),
    file: 'images/question/t33-photo.png',
    path: '$',
    message: /за вмістом це JPEG/,
  },
  {
    name: 'an SVG with a script',
    breakIt: (p) =>
      void (p.images['question/t33-sign.svg'] = SIGN_SVG.replace('</svg>', '<script>x()</script></svg>')),
    file: 'images/question/t33-sign.svg',
    path: '$',
    message: /небезпечний SVG: заборонений елемент <script>/,
  },
  {
    name: 'an SVG with a script under a prefix bound to the SVG namespace',
    breakIt: (p) =>
      void (p.images['question/t33-sign.svg'] = SIGN_SVG.replace(
        '</svg>',
        '<s:script xmlns:s="http://www.w3.org/2000/svg">x()</s:script></svg>',
      )),
    file: 'images/question/t33-sign.svg',
    path: '$',
    message: /небезпечний SVG: заборонений елемент <s:script>/,
  },
  {
    name: 'an SVG saved as UTF-16',
    breakIt: (p) =>
      void (p.images['question/t33-sign.svg'] = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(SIGN_SVG, 'utf16le'),
      ])),
    file: 'images/question/t33-sign.svg',
    path: '$',
    message: /небезпечний SVG: файл у кодуванні UTF-16/,
  },
  {
    name: 'an SVG with foreignObject',
    breakIt: (p) =>
      void (p.images['theory/th-cover.svg'] = SIGN_SVG.replace(
        '</svg>',
        '<foreignObject><p>x</p></foreignObject></svg>',
      )),
    file: 'images/theory/th-cover.svg',
    path: '$',
    message: /заборонений елемент <foreignObject>/,
  },
  {
    name: 'an SVG with an event handler',
    breakIt: (p) =>
      void (p.images['question/t33-sign.svg'] = SIGN_SVG.replace('<rect ', '<rect onload="x()" ')),
    file: 'images/question/t33-sign.svg',
    path: '$',
    message: /обробник подій onload/,
  },
  {
    name: 'an SVG that loads an outside picture',
    breakIt: (p) =>
      void (p.images['question/t33-sign.svg'] = SIGN_SVG.replace(
        '</svg>',
        '<image href="https://example.com/a.png" width="10" height="10"/></svg>',
      )),
    file: 'images/question/t33-sign.svg',
    path: '$',
    message: /зовнішнє посилання href/,
  },
  {
    name: 'an unknown field (a typo)',
    breakIt: (p) => void (q(p, '1.json', 0).note = 'x'),
    file: 'questions/1.json',
    path: '$[0]',
    message: /note/,
  },
  {
    name: 'a file that is not JSON',
    breakIt: (p) => void (p.raw = { 'questions/2.json': '[{"id": 2001,' }),
    file: 'questions/2.json',
    path: '$',
    message: /некоректний JSON/,
  },
  {
    name: 'a theory picture that is missing',
    breakIt: (p) => void (block(p).content = '<p><img src="images/theory/nope.svg" alt=""></p>'),
    file: 'theories.json',
    path: '$[0].themes[0].blocks[0].content',
    message: /файлу images\/theory\/nope\.svg немає/,
  },
];

describe.each(drivers)('content pack import on %s', (driver) => {
  const ctx = useTestApp(driver);
  const importPack = (dir: string) =>
    importContentPack(ctx.database.db, dir, { dataDir: ctx.config.DATA_DIR });
  /** Writes the pack to a fresh folder and imports it. */
  const importContent = async (pack = basePack()) => importPack(await writePack(pack));
  const question = async (id: number) =>
    (await ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0];
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  describe('refuses a bad pack with the precise error and changes nothing', () => {
    it.each(BAD_PACKS)('$name', async ({ breakIt, file, path: at, message }) => {
      await importContent();
      const before = await contentSnapshot(ctx.database.db);
      const bad = basePack();
      breakIt(bad);
      const error = await importContent(bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentPackError);
      const errors = (error as ContentPackError).problems.filter((p) => p.level === 'error');
      expect(errors).toContainEqual({
        level: 'error',
        file,
        path: at,
        message: expect.stringMatching(message),
      });
      expect(await contentSnapshot(ctx.database.db)).toEqual(before);
    });

    it('reports every problem of a pack, not only the first', async () => {
      const bad = basePack();
      answersOf(bad, '1.json', 0)[0]!.correct = true;
      q(bad, '1.json', 1).theme_id = 99;
      q(bad, '33.json', 0).notes = '<img src=x onerror="alert(1)">';
      delete bad.images['question/t33-photo.png'];
      const error = (await importContent(bad).catch((e: unknown) => e)) as ContentPackError;
      expect(error.problems.filter((p) => p.level === 'error').map((p) => `${p.file} ${p.path}`)).toEqual([
        'questions/1.json $[0].answers',
        'questions/1.json $[1].theme_id',
        'questions/33.json $[0].notes',
        'questions/33.json $[1].image',
      ]);
    });
  });

  it('loads every kind of content, with pictures under hashed names served for a year', async () => {
    await importContent();
    const withImage = await question(33001);
    const stored = storedImageName('t33-sign.svg', Buffer.from(SIGN_SVG));
    expect(withImage?.image).toBe(stored);
    expect(stored).toMatch(/^t33-sign-[0-9a-f]{12}\.svg$/);
    const video = await question(1002);
    expect(video?.videoUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
    const cats = await question(1003);
    expect(cats?.categories).toEqual(['B', 'C']);
    expect(await ctx.database.db.select().from(themes).where(eq(themes.id, 33))).toEqual([
      {
        id: 33,
        number: 33,
        title: 'Дорожні знаки',
        titleEn: null,
        free: true,
        examGroup: 'rules',
        categories: [],
        retiredAt: null,
      },
    ]);
    const blocks = await ctx.database.db
      .select()
      .from(theoryBlocks)
      .where(eq(theoryBlocks.theoryThemeId, 11));
    expect(blocks[0]?.content).toContain(
      `src="images/theory/${storedImageName('th-cover.svg', Buffer.from(SIGN_SVG))}"`,
    );
    expect((await ctx.database.db.select().from(pages)).map((p) => p.slug).sort()).toEqual(['about', 'term']);
    expect((await ctx.database.db.select().from(freePremiumOffer))[0]?.days).toBe(7);

    const res = await get(`/images/question/${stored}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toBe(SIGN_SVG);
    const onDisk = await readFile(path.join(imageRoot(ctx.config.DATA_DIR), 'question', stored), 'utf8');
    expect(onDisk).toBe(SIGN_SVG);
    // Theory pictures are Premium content: served to a signed address only (theory-pictures.test.ts).
    const file = blocks[0]?.images[0] ?? '';
    const { expires, sig } = signImage(ctx.config.IMAGE_URL_SECRET, `theory/${file}`, new Date());
    const theory = await get(`/images/theory/${file}?expires=${expires}&sig=${sig}`);
    expect(theory.statusCode).toBe(200);
    expect((await get('/images/question/nope-000000000000.svg')).statusCode).toBe(404);
    const escape = await get('/images/question/..%2f..%2f..%2fetc%2fpasswd');
    expect([403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toContain('root:');
  });

  it('changes nothing when the same pack is imported again', async () => {
    const dir = await writePack(basePack());
    await importPack(dir);
    const before = await contentSnapshot(ctx.database.db);
    const report = await importPack(dir);
    for (const counts of Object.values(report.counts))
      expect(counts).toEqual({ added: 0, changed: 0, retired: 0 });
    expect(await contentSnapshot(ctx.database.db)).toEqual(before);
  });

  it('updates a changed answer text and counts it as one changed answer', async () => {
    await importContent();
    const pack = basePack();
    answersOf(pack, '1.json', 0)[2]!.text = 'Нова редакція відповіді';
    const report = await importContent(pack);
    expect(report.counts.answers).toEqual({ added: 0, changed: 1, retired: 0 });
    expect(report.counts.questions).toEqual({ added: 0, changed: 0, retired: 0 });
    const [row] = await ctx.database.db.select().from(answers).where(eq(answers.id, 10013));
    expect(row?.text).toBe('Нова редакція відповіді');
  });

  it('gives a changed picture a new address and keeps the old file', async () => {
    await importContent();
    const pack = basePack();
    const redrawn = SIGN_SVG.replace('#eef', '#ffe');
    pack.images['question/t33-sign.svg'] = redrawn;
    const report = await importContent(pack);
    expect(report.counts.questions).toEqual({ added: 0, changed: 1, retired: 0 });
    const row = await question(33001);
    expect(row?.image).toBe(storedImageName('t33-sign.svg', Buffer.from(redrawn)));
    const old = storedImageName('t33-sign.svg', Buffer.from(SIGN_SVG));
    expect((await get(`/images/question/${old}`)).statusCode).toBe(200);
  });

  it('retires a removed question and its answers, and keeps a learner’s past results of it', async () => {
    await importContent();
    const { db } = ctx.database;
    const user = await makeUser(db);
    const attemptId = randomUUID();
    await db.insert(attempts).values({
      id: attemptId,
      userId: user.id,
      type: 'theme',
      themeId: 1,
      blockIdx: 0,
      correctCount: 1,
      questionCount: 1,
      passed: true,
      timeS: 30,
      outcome: { result: 1 },
      answers: [[1003, 10032, true]],
    });
    const answeredAt = new Date();
    await db.insert(reviewCards).values({
      userId: user.id,
      questionId: 1003,
      due: answeredAt,
      stability: 2.3,
      difficulty: 2.1,
      scheduledDays: 2,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: answeredAt,
      themeId: 1,
      answerId: 10032,
      correct: true,
      answeredAt,
    });

    const pack = basePack();
    pack.questions['1.json'] = pack.questions['1.json']!.filter((item) => item.id !== 1003);
    const report = await importContent(pack);
    expect(report.counts.questions).toEqual({ added: 0, changed: 0, retired: 1 });
    expect(report.counts.answers).toEqual({ added: 0, changed: 0, retired: 3 });

    const retired = await question(1003);
    expect(retired?.retiredAt).toBeInstanceOf(Date);
    const itsAnswers = await db.select().from(answers).where(eq(answers.questionId, 1003));
    expect(itsAnswers).toHaveLength(3);
    expect(itsAnswers.every((a) => a.retiredAt instanceof Date)).toBe(true);
    const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(attempt?.answers).toEqual([[1003, 10032, true]]);
    expect(await db.select().from(reviewCards).where(eq(reviewCards.userId, user.id))).toHaveLength(1);
    const kept = await question(1001);
    expect(kept?.retiredAt).toBeNull();

    // Back in a later pack, the question is live again under the same id.
    const again = await importContent();
    expect(again.counts.questions).toEqual({ added: 0, changed: 1, retired: 0 });
    const back = await question(1003);
    expect(back?.retiredAt).toBeNull();
  });

  it('stores sanitised HTML and warns about tags it drops', async () => {
    const pack = basePack();
    q(pack, '1.json', 0).notes = '<p>Див. <font color="red">пункт 1.10</font></p>';
    const report = await importContent(pack);
    expect(report.warnings).toContainEqual({
      level: 'warning',
      file: 'questions/1.json',
      path: '$[0].notes',
      message: 'тег <font> не підтримується і буде вилучений',
    });
    const row = await question(1001);
    expect(row?.notes).toBe('<p>Див. пункт 1.10</p>');
  });

  it('retires a theme left out of the pack together with its questions', async () => {
    await importContent();
    const pack = basePack();
    pack.themes = pack.themes.filter((t) => t.id !== 33);
    delete pack.questions['33.json'];
    delete pack.images['question/t33-sign.svg'];
    delete pack.images['question/t33-photo.png'];
    const report = await importContent(pack);
    expect(report.counts.themes.retired).toBe(1);
    expect(report.counts.questions.retired).toBe(2);
    const rows = await ctx.database.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [33001, 33002]));
    expect(rows.map((r) => r.retiredAt !== null)).toEqual([true, true]);
  });
});
