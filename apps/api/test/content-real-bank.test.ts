import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { answers, questions } from '../src/db/schema/content.ts';
import {
  convertPdrBank,
  PDR_BANK_ID_OFFSET,
  type ConvertReport,
} from '../src/modules/content/convert-pdr-bank.ts';
import { packCoverage } from '../src/modules/content/category-coverage.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { validatePack } from '../src/modules/content/validate.ts';
import { imageRoot, storedImageName } from '../src/modules/content/storage.ts';
import { tempDir } from './content-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

/**
 * The real-size bank: a third-party copy of the category B bank, present on some machines only (never committed).
 * The rule for duplicates (docs/content-format.md): a record is an exact duplicate when an earlier record of the
 * same topic has the same text, picture, answers (texts in order) and correct answer, after whitespace is
 * normalised; the later one is dropped and reported. Every other record arrives as a question of its own.
 */
const SOURCE = fileURLToPath(new URL('../../../../shared/data/pdr-bank-b', import.meta.url));
const IMPORT_LIMIT_MS = 20_000;

interface SourceRecord {
  id: number;
  text: string;
  image?: string;
  answers: Array<{ id: number; text: string }>;
  correctAnswerId: number;
}

describe.skipIf(!existsSync(SOURCE))('the real-size bank (pdr-bank-b)', () => {
  let records: SourceRecord[];
  let sourceImages: string[];
  let packDir: string;
  let report: ConvertReport;

  beforeAll(async () => {
    records = JSON.parse(await readFile(path.join(SOURCE, 'questions.json'), 'utf8')) as SourceRecord[];
    sourceImages = await readdir(path.join(SOURCE, 'images'));
    packDir = await tempDir('pdr-bank-pack-');
    report = await convertPdrBank(SOURCE, packDir);
  });

  it('converts every record: exact duplicates are dropped and reported, tabs are normalised', () => {
    expect(records).toHaveLength(1714);
    expect(report.skipped).toEqual([]);
    expect(report.questions).toBe(records.length - report.duplicates.length);
    for (const { id, sameAs } of report.duplicates) {
      const dropped = records.find((r) => r.id === id)!;
      const kept = records.find((r) => r.id === sameAs)!;
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
      expect(norm(dropped.text)).toBe(norm(kept.text));
      expect(dropped.answers.map((a) => norm(a.text))).toEqual(kept.answers.map((a) => norm(a.text)));
      expect(dropped.correctAnswerId).toBe(kept.correctAnswerId);
      expect(dropped.image).toBe(kept.image);
    }
    expect(report.repairedWhitespace).toBeGreaterThanOrEqual(256);
    expect(report.images).toBe(sourceImages.length);
    expect(report.notes.some((n) => /тема без номера/.test(n))).toBe(true);
  });

  it('makes the topics "… для категорії B" themes of B only, and B has a full exam', async () => {
    const { pack, errorCount } = await validatePack(packDir);
    expect(errorCount).toBe(0);
    const categoryThemes = pack.themes.filter((t) => t.categories);
    expect(categoryThemes.map((t) => [t.number, t.categories])).toEqual([
      [40, ['B']],
      [41, ['B']],
      [42, ['B']],
      [43, ['B']],
    ]);
    expect(categoryThemes.every((t) => /для категорії B/.test(t.title))).toBe(true);
    const ofB = new Set(categoryThemes.map((t) => t.id));
    for (const q of pack.questions)
      expect(q.categories, `question ${q.id}`).toEqual(ofB.has(q.theme_id) ? ['B'] : undefined);

    // B sees every question; the categories the pack does not name see all but those of the four themes of B.
    const report = packCoverage(pack);
    expect(report).toHaveLength(2);
    const [b, others] = report;
    expect(b).toMatchObject({
      category: 'B',
      questions: { rules: 1421, safety: 189, vehicle: 44, first_aid: 58 },
      fullExam: true,
    });
    const ofBCount = pack.questions.filter((q) => ofB.has(q.theme_id)).length;
    expect(Object.values(b!.questions).reduce((n, k) => n + k, 0)).toBe(pack.questions.length);
    expect(others?.alike).not.toContain('B');
    expect(others?.alike).toHaveLength(13);
    expect(others).toMatchObject({
      questions: { rules: 1398, safety: 183, vehicle: 17, first_aid: 58 },
      fullExam: true,
    });
    expect(Object.values(others!.questions).reduce((n, k) => n + k, 0)).toBe(
      pack.questions.length - ofBCount,
    );
  });

  describe.each(drivers)('imported on %s', (driver) => {
    const ctx = useTestApp(driver);

    it(`brings every distinct question and every picture in under ${IMPORT_LIMIT_MS / 1000} s`, async () => {
      const started = performance.now();
      const result = await importContentPack(ctx.database.db, packDir, { dataDir: ctx.config.DATA_DIR });
      const ms = performance.now() - started;
      console.log(`pdr-bank-b import on ${driver}: ${(ms / 1000).toFixed(2)} s`, result.counts.questions);
      expect(ms).toBeLessThan(IMPORT_LIMIT_MS);

      const db = ctx.database.db;
      const rows = await db
        .select({ id: questions.id, text: questions.text })
        .from(questions)
        .where(isNull(questions.retiredAt));
      const ids = new Set(rows.map((r) => r.id - PDR_BANK_ID_OFFSET));
      const dropped = new Set(report.duplicates.map((d) => d.id));
      const missing = records.filter((r) => !dropped.has(r.id) && !ids.has(r.id)).map((r) => r.id);
      expect(missing).toEqual([]);
      expect(rows).toHaveLength(records.length - dropped.size);
      expect(rows.some((r) => r.text.includes('\t'))).toBe(false);
      const answerRows = await db.select({ id: answers.id }).from(answers);
      const expectedAnswers = records
        .filter((r) => !dropped.has(r.id))
        .reduce((n, r) => n + r.answers.length, 0);
      expect(answerRows).toHaveLength(expectedAnswers);

      const folder = path.join(imageRoot(ctx.config.DATA_DIR), 'question');
      for (const file of sourceImages) {
        const bytes = await readFile(path.join(SOURCE, 'images', file));
        expect((await stat(path.join(folder, storedImageName(file, bytes)))).size).toBe(bytes.length);
      }

      const again = performance.now();
      const second = await importContentPack(ctx.database.db, packDir, { dataDir: ctx.config.DATA_DIR });
      console.log(`pdr-bank-b re-import on ${driver}: ${((performance.now() - again) / 1000).toFixed(2)} s`);
      expect(second.counts.questions).toEqual({ added: 0, changed: 0, retired: 0 });
      expect(second.counts.answers).toEqual({ added: 0, changed: 0, retired: 0 });
    }, 120_000);
  });
});
