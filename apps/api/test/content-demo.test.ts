import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { count, isNotNull, isNull } from 'drizzle-orm';
import { questions, theoryThemes, themes } from '../src/db/schema/content.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { detectImageType, inspectHtml } from '../src/modules/content/safety.ts';
import { validatePack } from '../src/modules/content/validate.ts';
import { drivers, useTestApp } from './test-app.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

interface RawQuestion {
  id: number;
  theme_id: number;
  notes: string;
  image?: string;
  video_url?: string;
  answers: Array<{ correct: boolean }>;
}
interface RawTheme {
  id: number;
  number: number;
  free: boolean;
  group: string;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(DEMO, file), 'utf8')) as T;
}

async function demoQuestions(): Promise<RawQuestion[]> {
  const files = await readdir(path.join(DEMO, 'questions'));
  const lists = await Promise.all(files.map((f) => readJson<RawQuestion[]>(`questions/${f}`)));
  return lists.flat();
}

describe('the demo content pack (content/demo)', () => {
  it('passes validation without errors', async () => {
    const result = await validatePack(DEMO);
    expect(result.problems.filter((p) => p.level === 'error')).toEqual([]);
  });

  it('has at least 8 themes: the four free ones and one each of safety, vehicle and first aid', async () => {
    const list = await readJson<RawTheme[]>('themes.json');
    expect(list.length).toBeGreaterThanOrEqual(8);
    const free = list.filter((t) => t.free).map((t) => t.number);
    expect(free.sort((a, b) => a - b)).toEqual([1, 2, 33, 34]);
    for (const group of ['rules', 'safety', 'vehicle', 'first_aid']) {
      expect(list.filter((t) => t.group === group).length, group).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least 240 questions, 45 or more in theme 1 and in road signs', async () => {
    const all = await demoQuestions();
    expect(all.length).toBeGreaterThanOrEqual(240);
    expect(all.filter((q) => q.theme_id === 1).length).toBeGreaterThanOrEqual(45);
    expect(all.filter((q) => q.theme_id === 33).length).toBeGreaterThanOrEqual(45);
  });

  it('gives every question 2 to 5 answers, exactly one correct, and a comment with text', async () => {
    for (const q of await demoQuestions()) {
      expect(q.answers.length, `question ${q.id}`).toBeGreaterThanOrEqual(2);
      expect(q.answers.length, `question ${q.id}`).toBeLessThanOrEqual(5);
      expect(
        q.answers.filter((a) => a.correct),
        `question ${q.id}`,
      ).toHaveLength(1);
      expect(inspectHtml(q.notes).text.length, `question ${q.id}`).toBeGreaterThan(20);
    }
  });

  it('has at least 40 SVG pictures of its own, each used by a question, and no made-up videos', async () => {
    const dir = path.join(DEMO, 'images', 'question');
    const files = await readdir(dir);
    const svg = [];
    for (const file of files) {
      if (detectImageType(await readFile(path.join(dir, file))) === 'svg') svg.push(file);
    }
    expect(svg.length).toBeGreaterThanOrEqual(40);
    const all = await demoQuestions();
    const used = new Set(all.map((q) => q.image).filter(Boolean));
    expect(svg.filter((f) => !used.has(f))).toEqual([]);
    // The pack has no videos of its own: an invented YouTube id shows a broken player.
    expect(all.filter((q) => q.video_url)).toEqual([]);
    expect(await readFile(path.join(DEMO, 'theories.json'), 'utf8')).not.toMatch(/youtu/);
  });

  it('has at least 2 theories and 4 theory themes, each theme with blocks', async () => {
    const list = await readJson<Array<{ themes: Array<{ blocks: unknown[] }> }>>('theories.json');
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.flatMap((t) => t.themes).length).toBeGreaterThanOrEqual(4);
    for (const theory of list) {
      for (const theme of theory.themes) expect(theme.blocks.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('numbers each theory theme as the test theme it explains', async () => {
    const tests = await readJson<Array<{ number: number; title: string }>>('themes.json');
    const list = await readJson<Array<{ themes: Array<{ number: number }> }>>('theories.json');
    const numbers = new Set(tests.map((t) => t.number));
    for (const theme of list.flatMap((t) => t.themes)) expect(numbers).toContain(theme.number);
  });
});

describe.each(drivers)('importing the demo pack on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('loads all of it, serves its pictures, and a second import changes nothing', async () => {
    const { pack } = await validatePack(DEMO);
    const first = await importContentPack(ctx.database.db, DEMO, { dataDir: ctx.config.DATA_DIR });
    expect(first.counts.questions.added).toBe(pack.questions.length);
    expect(first.counts.themes.added).toBe(pack.themes.length);
    const db = ctx.database.db;
    const [live] = await db.select({ n: count() }).from(questions).where(isNull(questions.retiredAt));
    expect(live?.n).toBe(pack.questions.length);
    const [themeCount] = await db.select({ n: count() }).from(themes);
    expect(themeCount?.n).toBe(pack.themes.length);
    const [theoryThemeCount] = await db.select({ n: count() }).from(theoryThemes);
    expect(theoryThemeCount?.n).toBe(pack.theories?.flatMap((t) => t.themes).length);

    const pictures = await db
      .select({ image: questions.image })
      .from(questions)
      .where(isNotNull(questions.image));
    expect(pictures.length).toBeGreaterThanOrEqual(40);
    for (const { image } of pictures.slice(0, 10)) {
      const res = await ctx.app.inject({ method: 'GET', url: `/images/question/${image}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }

    const second = await importContentPack(ctx.database.db, DEMO, { dataDir: ctx.config.DATA_DIR });
    for (const counts of Object.values(second.counts))
      expect(counts).toEqual({ added: 0, changed: 0, retired: 0 });
  });
});
