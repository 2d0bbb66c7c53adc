import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import {
  CONTENT_PACK_FORMAT,
  IMAGE_FILE_PATTERN,
  MAX_ANSWERS,
  MIN_ANSWERS,
  type ExamGroup,
  type PackManifest,
  type PackQuestion,
  type PackTheme,
  type SiteFile,
} from '@pdr/contract/content-pack';

/**
 * Converts the third-party copy of the category B bank (`pdr-bank-b`: questions.json + images/) into a content
 * pack. Its faults are repaired or reported, never fatal: whitespace (stray tabs) is normalised, exact duplicates
 * are dropped, records that cannot be a valid question are skipped, topics get numbers deterministically.
 * See docs/content-format.md, section "Converting the pdr-bank-b copy".
 */

/** Question ids of the converted bank: clear of the demo pack's ids (theme × 1000 + n, so below 100 000). */
export const PDR_BANK_ID_OFFSET = 100_000;

const sourceRecordSchema = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  correctAnswerId: z.number().int().nullish(),
  explanation: z.string().nullish(),
  category: z.string().nullish(),
  image: z.string().nullish(),
});
type SourceRecord = z.infer<typeof sourceRecordSchema>;

/** Sections of the Road Rules of Ukraine: the bank's topics follow them; the source names them in short. */
const RULE_SECTIONS: Array<[number, string, string[]]> = [
  [1, 'Загальні положення', []],
  [2, "Обов'язки і права водіїв механічних транспортних засобів", ["Обов'язки і права водіїв"]],
  [3, 'Рух транспортних засобів із спеціальними сигналами', ['Рух ТЗ зі спеціальними сигналами']],
  [4, "Обов'язки і права пішоходів", []],
  [5, "Обов'язки і права пасажирів", []],
  [6, 'Вимоги до велосипедистів', []],
  [7, 'Вимоги до осіб, які керують гужовим транспортом, і погоничів тварин', ['Вимоги до гужового транспорту']],
  [8, 'Регулювання дорожнього руху', []],
  [9, 'Попереджувальні сигнали', []],
  [10, 'Початок руху та зміна напрямку руху', ['Початок руху та зміна напрямку']],
  [11, 'Розташування транспортних засобів на дорозі', ['Розташування ТЗ на дорозі']],
  [12, 'Швидкість руху', []],
  [13, "Дистанція, інтервал, зустрічний роз'їзд", []],
  [14, 'Обгін', []],
  [15, 'Зупинка і стоянка', []],
  [16, 'Проїзд перехресть', []],
  [17, 'Переваги маршрутних транспортних засобів', ['Переваги маршрутних ТЗ']],
  [18, 'Проїзд пішохідних переходів і зупинок транспортних засобів', ['Проїзд пішохідних переходів']],
  [19, 'Користування зовнішніми світловими приладами', []],
  [20, 'Рух через залізничні переїзди', []],
  [21, 'Перевезення пасажирів', []],
  [22, 'Перевезення вантажу', []],
  [23, 'Буксирування та експлуатація транспортних составів', ['Буксирування та експлуатація ТЗ']],
  [24, 'Навчальна їзда', []],
  [25, 'Рух транспортних засобів у колонах', ['Рух ТЗ у колонах']],
  [26, 'Рух у житловій та пішохідній зонах', ['Рух в житлових і пішохідних зонах']],
  [27, 'Рух автомагістралями і дорогами для автомобілів', []],
  [28, 'Рух гірськими дорогами і на крутих спусках', ['Рух гірськими дорогами']],
  [29, 'Міжнародний рух', []],
  [30, 'Номерні, розпізнавальні знаки, написи і позначення', ['Номерні та розпізнавальні знаки']],
  [31, 'Технічний стан транспортних засобів та їх обладнання', ['Технічний стан ТЗ']],
  [32, 'Окремі питання дорожнього руху, що потребують узгодження', ['Окремі питання дорожнього руху']],
  [33, 'Дорожні знаки', []],
  [34, 'Дорожня розмітка', []],
];
/** Sub-topics the source merges into one topic. */
const MERGED_SECTIONS: Record<number, string> = { 8: '8.1 і 8.2', 16: '16.1 і 16.2' };
const FREE_THEME_NUMBERS = new Set([1, 2, 33, 34]);
const FIRST_EXTRA_NUMBER = 35;

const key = (title: string) =>
  normalise(title)
    .toLowerCase()
    .replace(/[’ʼ`]/g, "'");
const SECTION_BY_TITLE = new Map<string, [number, string]>();
for (const [number, title, aliases] of RULE_SECTIONS) {
  for (const name of [title, ...aliases]) SECTION_BY_TITLE.set(key(name), [number, title]);
}

/** Collapses runs of whitespace (tabs, non-breaking spaces, line breaks) into one space. */
export function normalise(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function examGroup(title: string): ExamGroup {
  const t = title.toLowerCase();
  if (/домедичн|медичн|перша допомога/.test(t)) return 'first_aid';
  if (/будов|технічн/.test(t)) return 'vehicle';
  if (/безпе|етика/.test(t)) return 'safety';
  return 'rules';
}

/** The category a topic's title names ("… для категорії B"): its theme and questions are that category's. */
function categoriesOf(title: string): PackTheme['categories'] {
  const code = /категорі[їя]\s+([A-Z]{1,2}\d?E?)\b/.exec(title)?.[1];
  return (CATEGORY_CODES as readonly string[]).includes(code ?? '')
    ? [code as (typeof CATEGORY_CODES)[number]]
    : undefined;
}

export interface ConvertReport {
  themes: number;
  questions: number;
  images: number;
  /** Exact duplicates dropped: the record's source id and the id of the record kept. */
  duplicates: Array<{ id: number; sameAs: number }>;
  /** Records that could not become a question. */
  skipped: Array<{ id: number | string; reason: string }>;
  /** Records in which whitespace (tabs, repeated spaces) was normalised. */
  repairedWhitespace: number;
  /** Human-readable lines: every duplicate, skip and repair decision. */
  notes: string[];
  /** What a site needs that the source does not give, each with what the import then does. */
  notBrought: string[];
}

/**
 * The copy's site.json: a real site (no demo notice), but not the official bank, since the copy's answer key was
 * partly made by a program and is not checked against the service centre's.
 */
const SITE: SiteFile = { demo: false, official_questions: false };

const NOT_BROUGHT = [
  'сторінки (pages.json): угоди користувача і сторінки «Про нас» у джерелі немає; імпорт залишить ті, що вже є в ' +
    'базі, а в новій базі їх не буде, доки їх не додасть пакет із pages.json',
  'теорія (theories.json): у джерелі її немає; імпорт залишить теорію, що вже є в базі',
  'безкоштовний Преміум (free-premium.json): імпорт залишить пропозицію, що вже є в базі',
  'ревізія банку і дата його публікації: у джерелі їх немає',
  'site.json: записано "official_questions": false, бо ключ відповідей копії не звірено з банком ГСЦ; ' +
    'продавця і контакти допишіть самі',
];

/** Reads `<source>/questions.json` and `<source>/images/`, writes a content pack to `out`. */
export async function convertPdrBank(source: string, out: string): Promise<ConvertReport> {
  const raw = await readFile(path.join(source, 'questions.json'));
  const records: unknown = JSON.parse(raw.toString('utf8'));
  if (!Array.isArray(records)) throw new Error('questions.json: очікувався масив записів');
  const imageFiles = new Set(await readdir(path.join(source, 'images')));
  const report: ConvertReport = {
    themes: 0,
    questions: 0,
    images: 0,
    duplicates: [],
    skipped: [],
    repairedWhitespace: 0,
    notes: [],
    notBrought: NOT_BROUGHT,
  };
  const skip = (id: number | string, reason: string) => {
    report.skipped.push({ id, reason });
    report.notes.push(`пропущено запис ${id}: ${reason}`);
  };

  const themesByTitle = new Map<string, PackTheme>();
  let nextExtra = FIRST_EXTRA_NUMBER;
  const themeFor = (title: string): PackTheme => {
    const existing = themesByTitle.get(key(title));
    if (existing) return existing;
    const numbered = /^(?:тема\s*)?(\d{1,3})(?:\.\d+)?[.\s]\s*(.+)$/i.exec(title);
    const section = SECTION_BY_TITLE.get(key(numbered?.[2] ?? title));
    const number = section?.[0] ?? (numbered ? Number(numbered[1]) : nextExtra++);
    const official = section?.[1] ?? numbered?.[2] ?? title;
    const categories = categoriesOf(title);
    const theme: PackTheme = {
      id: number,
      number,
      title: official,
      free: FREE_THEME_NUMBERS.has(number),
      group: examGroup(official),
      ...(categories ? { categories } : {}),
    };
    themesByTitle.set(key(title), theme);
    if (!section && !numbered) report.notes.push(`тема без номера «${title}» отримала номер ${number}`);
    if (MERGED_SECTIONS[number]) {
      report.notes.push(`тема ${number}: у джерелі підтеми ${MERGED_SECTIONS[number]} злиті в одну`);
    }
    return theme;
  };

  const questionsByTheme = new Map<number, PackQuestion[]>();
  const seenIds = new Set<number>();
  const fingerprints = new Map<string, number>();
  records.forEach((value: unknown, index) => {
    const parsed = sourceRecordSchema.safeParse(value);
    if (!parsed.success) {
      skip(`#${index}`, `запис не має потрібних полів (${parsed.error.issues[0]?.message ?? ''})`);
      return;
    }
    const record: SourceRecord = parsed.data;
    if (seenIds.has(record.id)) return skip(record.id, 'повторний id');
    seenIds.add(record.id);

    const text = normalise(record.text);
    const answers = record.answers.map((a) => ({ id: a.id, text: normalise(a.text) }));
    const explanation = normalise(record.explanation ?? '');
    const category = normalise(record.category ?? '') || 'Без теми';
    const image = record.image ? path.basename(record.image) : undefined;
    const repaired =
      text !== record.text ||
      record.answers.some((a, i) => a.text !== answers[i]?.text) ||
      explanation !== (record.explanation ?? '');
    if (repaired) report.repairedWhitespace += 1;

    if (!text) return skip(record.id, 'порожній текст питання');
    if (answers.length < MIN_ANSWERS || answers.length > MAX_ANSWERS) {
      return skip(record.id, `${answers.length} відповідей (має бути від ${MIN_ANSWERS} до ${MAX_ANSWERS})`);
    }
    if (answers.some((a) => !a.text)) return skip(record.id, 'порожній текст відповіді');
    const correct = answers.filter((a) => a.id === record.correctAnswerId).length;
    if (correct !== 1) return skip(record.id, `correctAnswerId ${record.correctAnswerId} не вказує на одну відповідь`);
    if (image && (!imageFiles.has(image) || !IMAGE_FILE_PATTERN.test(image))) {
      return skip(record.id, `картинки ${record.image} немає в images/`);
    }

    const fingerprint = JSON.stringify([category, text, image ?? '', answers.map((a) => a.text), record.correctAnswerId]);
    const twin = fingerprints.get(fingerprint);
    if (twin !== undefined) {
      report.duplicates.push({ id: record.id, sameAs: twin });
      report.notes.push(`дублікат: запис ${record.id} збігається із записом ${twin}, відкинуто`);
      return;
    }
    fingerprints.set(fingerprint, record.id);

    const theme = themeFor(category);
    const id = PDR_BANK_ID_OFFSET + record.id;
    if (!explanation) report.notes.push(`запис ${record.id}: коментаря немає, записано правильну відповідь`);
    const correctText = answers.find((a) => a.id === record.correctAnswerId)?.text ?? '';
    const question: PackQuestion = {
      id,
      theme_id: theme.id,
      text,
      ...(image ? { image } : {}),
      notes: `<p>${escapeHtml(explanation || `Правильна відповідь: ${correctText}`)}</p>`,
      ...(theme.categories ? { categories: theme.categories } : {}),
      answers: answers.map((a, i) => ({ id: id * 10 + i + 1, text: a.text, correct: a.id === record.correctAnswerId })),
    };
    const list = questionsByTheme.get(theme.id) ?? [];
    list.push(question);
    questionsByTheme.set(theme.id, list);
  });

  const themes = [...themesByTitle.values()].sort((a, b) => a.number - b.number);
  await mkdir(path.join(out, 'questions'), { recursive: true });
  await mkdir(path.join(out, 'images', 'question'), { recursive: true });
  const manifest: PackManifest = {
    format: CONTENT_PACK_FORMAT,
    name: 'Банк питань категорії B (перетворена копія pdr-bank-b)',
    version: createHash('sha256').update(raw).digest('hex').slice(0, 12),
    description: 'Перетворено командою `npm run content -- convert-pdr-bank`; лише для перевірки імпорту.',
  };
  await writeJson(path.join(out, 'pack.json'), manifest);
  await writeJson(path.join(out, 'themes.json'), themes);
  await writeJson(path.join(out, 'site.json'), SITE);
  for (const theme of themes) {
    const list = questionsByTheme.get(theme.id) ?? [];
    await writeJson(path.join(out, 'questions', `${theme.number}.json`), list);
    report.questions += list.length;
  }
  report.themes = themes.length;

  for (const file of [...imageFiles].sort()) {
    if (!IMAGE_FILE_PATTERN.test(file)) {
      report.notes.push(`файл images/${file} — не картинка підтримуваного типу, пропущено`);
      continue;
    }
    await copyFile(path.join(source, 'images', file), path.join(out, 'images', 'question', file));
    report.images += 1;
  }
  return report;
}

async function writeJson(file: string, data: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}
