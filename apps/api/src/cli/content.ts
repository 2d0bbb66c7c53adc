import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PACK_FILE_SCHEMAS } from '@pdr/contract/content-pack';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataLockError } from '../db/data-lock.ts';
import { seedReferenceData } from '../db/seed.ts';
import {
  ContentPackError,
  demoGroupNote,
  importContentPack,
  IMPORT_KIND_LABELS as KIND_LABELS,
  IMPORT_KINDS,
} from '../modules/content/import.ts';
import { formatProblem, type Problem } from '../modules/content/pack-files.ts';
import { validatePack } from '../modules/content/validate.ts';
import {
  formatCoverage,
  formatEnglishCoverage,
  formatLearnersWithoutExam,
  formatNoFullExam,
  packCoverage,
} from '../modules/content/category-coverage.ts';
import { convertPdrBank } from '../modules/content/convert-pdr-bank.ts';
import { contentVersion, journalImport } from '../modules/content/import-journal.ts';

const USAGE = `Використання: npm run content -- <команда>
  validate <тека>                    перевірити пакет змісту, нічого не змінюючи
  import <тека>                      перевірити й завантажити пакет у базу (DATA_DIR / DATABASE_URL)
  schema                             записати JSON Schema файлів пакета в content/schema/
  convert-pdr-bank <джерело> <тека>  перетворити копію банку pdr-bank-b на пакет змісту
  --help                             ця довідка

Змінні DATA_DIR і DATABASE_URL (з оточення або .env) вибирають базу, як у сервера. Формат: docs/content-format.md`;

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function printProblems(problems: Problem[]): void {
  for (const problem of problems) console.log(formatProblem(problem));
}

async function validate(dir: string): Promise<number> {
  const result = await validatePack(dir);
  printProblems(result.problems);
  const { pack } = result;
  let warnings = result.problems.length - result.errorCount;
  console.log(
    `Тем: ${pack.themes.length}, питань: ${pack.questions.length}, теорій: ${pack.theories?.length ?? 0}, ` +
      `картинок: ${pack.images.question.size} + ${pack.images.theory.size} (теорія).`,
  );
  if (result.errorCount > 0) {
    console.log(`Пакет НЕ пройшов перевірку: помилок ${result.errorCount}, попереджень ${warnings}.`);
    return 1;
  }
  // What each category gets for the exam; a category without a full exam is a warning, not an error.
  const coverage = packCoverage(pack);
  for (const c of coverage) console.log(`${formatCoverage(c)}\n${formatEnglishCoverage(c)}`);
  for (const c of coverage.filter((c) => !c.fullExam)) console.log(formatNoFullExam(c));
  warnings += coverage.filter((c) => !c.fullExam).length;
  console.log(`Пакет пройшов перевірку (попереджень: ${warnings}).`);
  return 0;
}

async function importPack(dir: string): Promise<number> {
  const config = loadConfig();
  // Check the pack before opening the database, so that a bad pack is refused at once.
  const validation = await validatePack(dir);
  if (validation.errorCount > 0) {
    printProblems(validation.problems);
    console.log(`Пакет має помилки (${validation.errorCount}); базу не змінено.`);
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await seedReferenceData(database.db);
    const started = performance.now();
    const before = await contentVersion(database.db);
    const report = await importContentPack(database.db, dir, { dataDir: config.DATA_DIR, validation });
    const { manifest } = validation.pack;
    const counts = IMPORT_KINDS.map((kind) => ({ kind, ...report.counts[kind] }));
    await journalImport(
      database.db,
      null,
      manifest ? { name: manifest.name, version: manifest.version } : null,
      counts,
      before,
    );
    printProblems(report.warnings);
    for (const { learners, coverage } of report.learnersWithoutExam) {
      console.log(formatLearnersWithoutExam(learners, coverage));
    }
    console.log(
      `${'вид'.padEnd(22)}${'додано'.padStart(8)}${'змінено'.padStart(9)}${'виведено'.padStart(10)}`,
    );
    for (const kind of IMPORT_KINDS) {
      const c = report.counts[kind];
      console.log(
        `${KIND_LABELS[kind].padEnd(22)}${String(c.added).padStart(8)}${String(c.changed).padStart(9)}${String(c.retired).padStart(10)}`,
      );
    }
    if (report.demoGroupClosed) console.log(demoGroupNote(true));
    console.log(`Імпорт завершено за ${((performance.now() - started) / 1000).toFixed(1)} с.`);
    return 0;
  } catch (error) {
    if (!(error instanceof ContentPackError)) throw error;
    printProblems(error.problems);
    console.log('Пакет має помилки; базу не змінено.');
    return 1;
  } finally {
    await database.close();
  }
}

async function writeSchemas(): Promise<number> {
  const folder = path.join(repoRoot, 'content', 'schema');
  await mkdir(folder, { recursive: true });
  for (const [file, schema] of Object.entries(PACK_FILE_SCHEMAS)) {
    // `input`: what a pack file may contain (fields with defaults may be left out).
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
    await writeFile(path.join(folder, file), `${JSON.stringify(json, null, 2)}\n`);
    console.log(`записано content/schema/${file}`);
  }
  return 0;
}

async function convert(source: string, out: string): Promise<number> {
  const report = await convertPdrBank(source, out);
  for (const line of report.notes) console.log(line);
  console.log(
    `Записано ${report.questions} питань у ${report.themes} темах і ${report.images} картинок у ${out}; ` +
      `відкинуто дублікатів: ${report.duplicates.length}, пропущено: ${report.skipped.length}, ` +
      `виправлено записів із табуляціями: ${report.repairedWhitespace}.`,
  );
  console.log('Чого в джерелі немає:');
  for (const line of report.notBrought) console.log(`  - ${line}`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command === 'validate' && args.length === 1 && args[0]) return validate(path.resolve(args[0]));
  if (command === 'import' && args.length === 1 && args[0]) return importPack(path.resolve(args[0]));
  if (command === 'schema' && args.length === 0) return writeSchemas();
  if (command === 'convert-pdr-bank' && args.length === 2 && args[0] && args[1]) {
    return convert(path.resolve(args[0]), path.resolve(args[1]));
  }
  console.log(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A held database is an expected refusal: its message says what to do, a stack trace would only hide it.
    if (error instanceof DataLockError) console.error(error.message);
    else console.error('Помилка:', error);
    process.exitCode = 1;
  },
);
