import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { asc } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  answers,
  freePremiumOffer,
  pages,
  questions,
  theories,
  theoryBlocks,
  theoryThemes,
  themes,
} from '../src/db/schema/content.ts';

/** A small content pack kept as data, so that each test can break one thing and write it to a folder. */

export const SIGN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 375"><rect width="600" height="375" fill="#eef"/>' +
  '<circle cx="300" cy="187" r="120" fill="#fff" stroke="#d32f2f" stroke-width="30"/></svg>';
/** The first bytes of a real PNG and JPEG: enough for the type check, which reads magic bytes. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

export interface TestPack {
  pack: Record<string, unknown>;
  themes: Array<Record<string, unknown>>;
  /** questions/<file name> → questions */
  questions: Record<string, Array<Record<string, unknown>>>;
  theories?: Array<Record<string, unknown>>;
  pages?: Record<string, unknown>;
  freePremium?: Record<string, unknown>;
  /** images/<kind>/<file> → content */
  images: Record<string, string | Buffer>;
  /** Extra raw files (path → content), written as they are. */
  raw?: Record<string, string>;
}

function question(id: number, themeId: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    theme_id: themeId,
    text: `Питання ${id}: що означає цей знак?`,
    notes: `<p>Коментар до питання ${id}: пункт 1.10 Правил.</p>`,
    answers: [1, 2, 3].map((k) => ({ id: id * 10 + k, text: `Відповідь ${k} до ${id}`, correct: k === 2 })),
    ...extra,
  };
}

/** Two themes, five questions (one with a picture, one with a video), a theory with two themes, pages, an offer. */
export function basePack(): TestPack {
  return {
    pack: { format: 1, name: 'Тестовий пакет', version: '1' },
    themes: [
      { id: 1, number: 1, title: 'Загальні положення', free: true, group: 'rules' },
      { id: 33, number: 33, title: 'Дорожні знаки', free: true, group: 'rules' },
    ],
    questions: {
      '1.json': [
        question(1001, 1),
        question(1002, 1, { video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
        question(1003, 1, { categories: ['B', 'C'] }),
      ],
      '33.json': [
        question(33001, 33, { image: 't33-sign.svg' }),
        question(33002, 33, { image: 't33-photo.png' }),
      ],
    },
    theories: [
      {
        id: 1,
        name: 'Основи',
        image: 'th-cover.svg',
        themes: [
          {
            id: 11,
            number: 1,
            title: 'Дорога',
            blocks: [
              {
                content: '<h3>Дорога</h3><p>Текст <img src="images/theory/th-cover.svg" alt="Схема"></p>',
                images: ['th-cover.svg'],
                videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
                comment: '<p>Порада експерта.</p>',
              },
            ],
          },
          { id: 12, number: 2, title: 'Учасники', blocks: [{ content: '<p>Учасники руху.</p>' }] },
        ],
      },
    ],
    pages: {
      term: { title: 'Угода', content: '<p>Умови користування.</p>' },
      about: { title: 'Про нас', content: '<p>Про проєкт.</p>' },
    },
    freePremium: {
      title: 'Premium у подарунок',
      description: 'Спробуйте безкоштовно.',
      ends_at: '2030-01-01T00:00:00+02:00',
      days: 7,
    },
    images: {
      'question/t33-sign.svg': SIGN_SVG,
      'question/t33-photo.png': PNG_BYTES,
      'theory/th-cover.svg': SIGN_SVG,
    },
  };
}

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

export async function tempDir(prefix = 'pdr-pack-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** Writes the pack into a new temp folder (removed after the test file) and gives its path. */
export async function writePack(pack: TestPack): Promise<string> {
  const dir = await tempDir();
  const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  const files: Record<string, string | Buffer> = {
    'pack.json': json(pack.pack),
    'themes.json': json(pack.themes),
    ...Object.fromEntries(
      Object.entries(pack.questions).map(([name, list]) => [`questions/${name}`, json(list)]),
    ),
    ...Object.fromEntries(Object.entries(pack.images).map(([name, bytes]) => [`images/${name}`, bytes])),
    ...pack.raw,
  };
  if (pack.theories) files['theories.json'] = json(pack.theories);
  if (pack.pages) files['pages.json'] = json(pack.pages);
  if (pack.freePremium) files['free-premium.json'] = json(pack.freePremium);
  await mkdir(path.join(dir, 'questions'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

/** Every content row, to show that a refused import changed nothing. */
export async function contentSnapshot(db: Db) {
  return {
    themes: await db.select().from(themes).orderBy(asc(themes.id)),
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    answers: await db.select().from(answers).orderBy(asc(answers.id)),
    theories: await db.select().from(theories).orderBy(asc(theories.id)),
    theoryThemes: await db.select().from(theoryThemes).orderBy(asc(theoryThemes.id)),
    theoryBlocks: await db.select().from(theoryBlocks).orderBy(asc(theoryBlocks.id)),
    pages: await db.select().from(pages).orderBy(asc(pages.slug)),
    offer: await db.select().from(freePremiumOffer),
  };
}
