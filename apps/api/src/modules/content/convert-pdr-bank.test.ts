import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPdrBank, PDR_BANK_ID_OFFSET, type ConvertReport } from './convert-pdr-bank.ts';
import { validatePack } from './validate.ts';

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const answers = (...texts: string[]) => texts.map((text, i) => ({ id: i + 1, text }));

/** A tiny source with the real copy's faults: tabs, an exact duplicate, a broken answer key, unnumbered topics. */
const SOURCE = [
  { id: 1, text: 'Що\tтаке  дорога?', answers: answers('Смуга', 'Уся\tсмуга землі'), correctAnswerId: 2, explanation: 'Пункт 1.10.', category: 'Загальні положення' },
  { id: 2, text: 'Який знак?', answers: answers('1.1', '1.2'), correctAnswerId: 1, explanation: 'Знак <1.1> & інші.', category: 'Дорожні знаки', image: '/images/image5.jpeg' },
  { id: 3, text: 'Що\tтаке дорога?', answers: answers('Смуга', 'Уся смуга землі'), correctAnswerId: 2, explanation: 'Інше пояснення.', category: 'Загальні положення' },
  { id: 4, text: 'Без ключа?', answers: answers('Так', 'Ні'), correctAnswerId: 7, explanation: 'x', category: 'Загальні положення' },
  { id: 5, text: 'Як зупинити кровотечу?', answers: answers('Джгутом', 'Ніяк'), correctAnswerId: 1, explanation: 'Джгут.', category: 'Домедична допомога' },
  { id: 6, text: 'Що таке дорога?', answers: answers('Смуга', 'Уся смуга землі'), correctAnswerId: 2, explanation: 'Те саме в іншій темі.', category: 'Додаткові для категорії B (Загальні)' },
  { id: 7, text: 'Картинки немає', answers: answers('А', 'Б'), correctAnswerId: 1, explanation: 'x', category: 'Дорожні знаки', image: '/images/none.jpeg' },
  { id: 8, text: 'Одна відповідь', answers: answers('А'), correctAnswerId: 1, explanation: 'x', category: 'Дорожні знаки' },
  { id: 9, text: 'Основи', answers: answers('А', 'Б'), correctAnswerId: 2, explanation: 'Безпечно.', category: 'Основи безпечного водіння' },
];

describe('convertPdrBank', () => {
  let work: string;
  let out: string;
  let report: ConvertReport;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'pdr-convert-'));
    await mkdir(path.join(work, 'src', 'images'), { recursive: true });
    await writeFile(path.join(work, 'src', 'questions.json'), JSON.stringify(SOURCE));
    await writeFile(path.join(work, 'src', 'images', 'image5.jpeg'), JPEG);
    await writeFile(path.join(work, 'src', 'images', 'image6.jpeg'), JPEG);
    out = path.join(work, 'pack');
    report = await convertPdrBank(path.join(work, 'src'), out);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('drops an exact duplicate of the same topic and keeps the same question in another topic', () => {
    expect(report.duplicates).toEqual([{ id: 3, sameAs: 1 }]);
    expect(report.questions).toBe(5);
  });

  it('reports and skips records that cannot be a question', () => {
    expect(report.skipped.map((s) => s.id)).toEqual([4, 7, 8]);
    expect(report.skipped[0]?.reason).toMatch(/correctAnswerId 7/);
  });

  it('numbers the rule sections officially and other topics by first appearance; a category topic is that category’s', async () => {
    const themes = JSON.parse(await readFile(path.join(out, 'themes.json'), 'utf8')) as Array<Record<string, unknown>>;
    expect(themes.map((t) => [t.number, t.title, t.free, t.group])).toEqual([
      [1, 'Загальні положення', true, 'rules'],
      [33, 'Дорожні знаки', true, 'rules'],
      [35, 'Домедична допомога', false, 'first_aid'],
      [36, 'Додаткові для категорії B (Загальні)', false, 'rules'],
      [37, 'Основи безпечного водіння', false, 'safety'],
    ]);
    expect(themes.map((t) => t.categories)).toEqual([undefined, undefined, undefined, ['B'], undefined]);
    expect(report.notes).toContain('тема без номера «Домедична допомога» отримала номер 35');
  });

  it('writes questions with stable ids, normalised whitespace, escaped notes and copied pictures', async () => {
    const [first] = JSON.parse(await readFile(path.join(out, 'questions', '1.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    expect(first).toEqual({
      id: PDR_BANK_ID_OFFSET + 1,
      theme_id: 1,
      text: 'Що таке дорога?',
      notes: '<p>Пункт 1.10.</p>',
      answers: [
        { id: (PDR_BANK_ID_OFFSET + 1) * 10 + 1, text: 'Смуга', correct: false },
        { id: (PDR_BANK_ID_OFFSET + 1) * 10 + 2, text: 'Уся смуга землі', correct: true },
      ],
    });
    const [sign] = JSON.parse(await readFile(path.join(out, 'questions', '33.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    expect(sign?.image).toBe('image5.jpeg');
    expect(sign?.notes).toBe('<p>Знак &lt;1.1&gt; &amp; інші.</p>');
    const [extra] = JSON.parse(await readFile(path.join(out, 'questions', '36.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    expect(extra?.categories).toEqual(['B']);
    expect(report.repairedWhitespace).toBe(2);
    expect((await readdir(path.join(out, 'images', 'question'))).sort()).toEqual(['image5.jpeg', 'image6.jpeg']);
  });

  it('produces a pack that passes validation, warning that it brings no pages', async () => {
    const result = await validatePack(out);
    expect(result.problems.filter((p) => p.level === 'error')).toEqual([]);
    expect(result.problems.filter((p) => p.file === 'pages.json').map((p) => p.level)).toEqual(['warning']);
  });

  it('says the site is real but not the official bank, and names what the source does not bring', async () => {
    expect(JSON.parse(await readFile(path.join(out, 'site.json'), 'utf8'))).toEqual({
      demo: false,
      official_questions: false,
    });
    expect(report.notBrought.map((line) => line.split(' ')[0])).toEqual([
      'сторінки',
      'теорія',
      'безкоштовний',
      'ревізія',
      'site.json:',
    ]);
  });
});
