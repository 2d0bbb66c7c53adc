import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, inArray, ne, TransactionRollbackError } from 'drizzle-orm';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { CATEGORY_CODES, type CategoryCode } from '@pdr/contract/catalog';
import { users } from '../../db/schema/accounts.ts';
import { closeDemoGroup } from './demo-school.ts';
import type { Db } from '../../db/client.ts';
import {
  answers,
  freePremiumOffer,
  pages,
  questions,
  theories,
  theoryBlocks,
  theoryThemes,
  themes,
} from '../../db/schema/content.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { activeCategoryOf } from './categories.ts';
import { categoryCoverage, type CategoryCoverage } from './category-coverage.ts';
import { formatProblem, type Problem } from './pack-files.ts';
import { imageRoot, IMAGE_KINDS } from './storage.ts';
import { syncSite } from './site.ts';
import { refreshSearchIndex } from './search-index.ts';
import { chunks, sameRow, syncRetirable, type KindCounts, type Tx } from './sync.ts';
import { validatePack, type LoadedPack, type PackImage, type ValidationResult } from './validate.ts';

export interface ImportOptions {
  /** DATA_DIR of the app: pictures go to `<dataDir>/images/`. */
  dataDir: string;
  now?: Date;
  /** The result of validatePack(dir) when the caller has it already. */
  validation?: ValidationResult;
  /** Preview: the same work in a transaction that is rolled back, and no picture stored; nothing changes. */
  dryRun?: boolean;
}

export const IMPORT_KINDS = [
  'themes',
  'questions',
  'answers',
  'theories',
  'theory_themes',
  'pages',
  'free_premium',
  'site',
  'images',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  themes: 'теми',
  questions: 'питання',
  answers: 'відповіді',
  theories: 'теорії',
  theory_themes: 'теми теорії',
  pages: 'сторінки',
  free_premium: 'безкоштовний Преміум',
  site: 'відомості про сайт',
  images: 'картинки',
};

export interface ImportReport {
  counts: Record<ImportKind, KindCounts>;
  /** Warnings of the validation (errors stop the import). */
  warnings: Problem[];
  /** Active categories of learners in the database that the imported pack leaves without a full exam. */
  learnersWithoutExam: Array<{ learners: number; coverage: CategoryCoverage }>;
  /** A pack that is not a demo closed the demo group, whose code is published. */
  demoGroupClosed: boolean;
}

/** The report's line when a pack that is not a demo closes the demo group, before (preview) and after. */
export function demoGroupNote(applied: boolean): string {
  return `Демо-групу з опублікованим кодом 123 45 678 ${applied ? 'закрито' : 'буде закрито'}: вміст не демонстраційний.`;
}

/** A pack that did not pass validation; nothing was imported. */
export class ContentPackError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    const errors = problems.filter((p) => p.level === 'error');
    super(`Пакет змісту має помилки (${errors.length}):\n${errors.map(formatProblem).join('\n')}`);
    this.name = 'ContentPackError';
    this.problems = problems;
  }
}

const zero = (): KindCounts => ({ added: 0, changed: 0, retired: 0 });
const countsOf = ({ added, changed, retired }: KindCounts): KindCounts => ({ added, changed, retired });

/**
 * Validates a pack folder and loads it into the database in one transaction (all or nothing), upserting by id.
 * Rows missing from the pack are retired, never deleted. Importing the same pack again changes nothing.
 */
export async function importContentPack(db: Db, dir: string, options: ImportOptions): Promise<ImportReport> {
  const validation = options.validation ?? (await validatePack(dir));
  if (validation.errorCount > 0) throw new ContentPackError(validation.problems);
  const { pack } = validation;
  const now = options.now ?? new Date();
  const counts = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, zero()])) as Record<ImportKind, KindCounts>;

  // Pictures first: their names carry a hash of the content, so a file left by a failed import is harmless.
  counts.images.added = await storeImages(pack, imageRoot(options.dataDir), options.dryRun ?? false);

  let demoGroupClosed = false;
  const applied = db.transaction(async (tx) => {
    counts.themes = countsOf(await syncRetirable(tx, themes, themeRows(pack), now));
    counts.questions = countsOf(await syncRetirable(tx, questions, questionRows(pack), now));
    counts.answers = countsOf(await syncRetirable(tx, answers, answerRows(pack), now));
    await refreshSearchIndex(tx);
    if (pack.theories) {
      counts.theories = countsOf(await syncRetirable(tx, theories, theoryRows(pack), now));
      counts.theory_themes = await syncTheoryThemes(tx, pack, now);
    }
    if (pack.pages) counts.pages = await syncPages(tx, pack.pages, now);
    if (pack.freePremium) counts.free_premium = await syncOffer(tx, pack.freePremium);
    if (pack.site) counts.site = await syncSite(tx, pack.site);
    if (pack.site && !pack.site.demo) demoGroupClosed = await closeDemoGroup(tx, now);
    if (options.dryRun) tx.rollback();
  });
  await applied.catch((error: unknown) => {
    if (!(options.dryRun && error instanceof TransactionRollbackError)) throw error;
  });
  return {
    counts,
    warnings: validation.problems.filter((p) => p.level === 'warning'),
    learnersWithoutExam: await learnersWithoutExam(db, pack),
    demoGroupClosed,
  };
}

/** The learners (not teachers) of each active category that the pack gives no full exam, by category order. */
async function learnersWithoutExam(db: Db, pack: LoadedPack): Promise<ImportReport['learnersWithoutExam']> {
  const rows = await db
    .select({ activeCategory: users.activeCategory, learners: count() })
    .from(users)
    .where(ne(users.roleId, TEACHER_ROLE_ID))
    .groupBy(users.activeCategory);
  const byCategory = new Map<CategoryCode, number>();
  for (const row of rows) {
    const category = activeCategoryOf(row);
    byCategory.set(category, (byCategory.get(category) ?? 0) + row.learners);
  }
  const categories = CATEGORY_CODES.filter((code) => byCategory.has(code));
  return categoryCoverage(pack, categories)
    .filter((coverage) => !coverage.fullExam)
    .map((coverage) => ({ learners: byCategory.get(coverage.category) ?? 0, coverage }));
}

function storedName(pack: LoadedPack, kind: 'question' | 'theory', file: string | undefined): string | null {
  if (!file) return null;
  const image = pack.images[kind].get(file);
  if (!image) throw new Error(`validated pack lacks images/${kind}/${file}`);
  return image.stored;
}

function themeRows(pack: LoadedPack) {
  return pack.themes.map((t) => ({
    id: t.id,
    number: t.number,
    title: t.title,
    titleEn: t.en?.title ?? null,
    free: t.free,
    examGroup: t.group,
    categories: t.categories ?? [],
    retiredAt: null,
  }));
}

function questionRows(pack: LoadedPack) {
  return pack.questions.map((q) => ({
    id: q.id,
    themeId: q.theme_id,
    position: q.position,
    text: q.text,
    image: storedName(pack, 'question', q.image),
    imageAlt: q.image_alt ?? null,
    notes: sanitizeHtml(q.notes),
    textEn: q.en?.text ?? null,
    notesEn: q.en ? sanitizeHtml(q.en.notes) : null,
    imageAltEn: q.en?.image_alt ?? null,
    videoUrl: q.video_url ?? null,
    categories: q.categories ?? [],
    retiredAt: null,
  }));
}

function answerRows(pack: LoadedPack) {
  return pack.questions.flatMap((q) =>
    q.answers.map((a, i) => ({
      id: a.id,
      questionId: q.id,
      position: i + 1,
      text: a.text,
      textEn: a.en?.text ?? null,
      correct: a.correct,
      retiredAt: null,
    })),
  );
}

function theoryRows(pack: LoadedPack) {
  return (pack.theories ?? []).map((t, i) => ({
    id: t.id,
    name: t.name,
    nameEn: t.en?.name ?? null,
    image: storedName(pack, 'theory', t.image),
    position: i + 1,
    retiredAt: null,
  }));
}

/** Sanitised theory HTML whose `images/theory/<file>` pictures point at their stored (hashed) names. */
function theoryHtml(pack: LoadedPack, html: string): string {
  const clean = sanitizeHtml(html);
  return clean.replace(/(<img\b[^>]*\bsrc=")images\/theory\/([^"]+)"/g, (whole, start: string, file: string) => {
    const image = pack.images.theory.get(file);
    return image ? `${start}images/theory/${image.stored}"` : whole;
  });
}

/** Theory themes are retired like questions; their blocks carry no history and are replaced when they change. */
async function syncTheoryThemes(tx: Tx, pack: LoadedPack, now: Date): Promise<KindCounts> {
  const wanted = (pack.theories ?? []).flatMap((theory) =>
    theory.themes.map((theme) => ({
      row: {
        id: theme.id,
        theoryId: theory.id,
        number: theme.number,
        title: theme.title,
        titleEn: theme.en?.title ?? null,
        retiredAt: null,
      },
      blocks: theme.blocks.map((block, i) => ({
        theoryThemeId: theme.id,
        position: i + 1,
        content: theoryHtml(pack, block.content),
        images: block.images.map((file) => storedName(pack, 'theory', file) ?? file),
        videos: block.videos,
        comment: sanitizeHtml(block.comment),
        contentEn: block.en ? theoryHtml(pack, block.en.content) : null,
        commentEn: block.en ? sanitizeHtml(block.en.comment) : null,
      })),
    })),
  );
  const synced = await syncRetirable(
    tx,
    theoryThemes,
    wanted.map((w) => w.row),
    now,
  );
  const counts = countsOf(synced);
  const storedBlocks = new Map<number, Array<Record<string, unknown>>>();
  for (const block of await tx.select().from(theoryBlocks).orderBy(asc(theoryBlocks.position))) {
    const list = storedBlocks.get(block.theoryThemeId) ?? [];
    list.push(block);
    storedBlocks.set(block.theoryThemeId, list);
  }
  const replace = wanted.filter((w) => {
    const old = storedBlocks.get(w.row.id) ?? [];
    return old.length !== w.blocks.length || w.blocks.some((block, i) => !sameRow(block, old[i] ?? {}));
  });
  if (replace.length === 0) return counts;
  const ids = replace.map((w) => w.row.id);
  for (const batch of chunks(ids, 5000)) await tx.delete(theoryBlocks).where(inArray(theoryBlocks.theoryThemeId, batch));
  for (const batch of chunks(replace.flatMap((w) => w.blocks))) await tx.insert(theoryBlocks).values(batch);
  // A theme whose row stayed the same but whose blocks changed is a changed theme too.
  const blocksOnly = replace.filter((w) => !synced.written.has(w.row.id)).length;
  return { ...counts, changed: counts.changed + blocksOnly };
}

async function syncPages(tx: Tx, file: NonNullable<LoadedPack['pages']>, now: Date): Promise<KindCounts> {
  const counts = zero();
  const stored = new Map((await tx.select().from(pages)).map((p) => [p.slug, p]));
  for (const slug of ['term', 'about'] as const) {
    const page = file[slug];
    const row = {
      slug,
      title: page.title,
      content: sanitizeHtml(page.content),
      titleEn: page.en?.title ?? null,
      contentEn: page.en ? sanitizeHtml(page.en.content) : null,
    };
    const old = stored.get(slug);
    if (old && sameRow(row, old)) continue;
    if (old) counts.changed += 1;
    else counts.added += 1;
    const values = { ...row, updatedAt: now };
    await tx.insert(pages).values(values).onConflictDoUpdate({ target: pages.slug, set: values });
  }
  return counts;
}

async function syncOffer(tx: Tx, file: NonNullable<LoadedPack['freePremium']>): Promise<KindCounts> {
  const counts = zero();
  const row = {
    id: 1,
    title: file.title,
    description: file.description,
    titleEn: file.en?.title ?? null,
    descriptionEn: file.en?.description ?? null,
    endsAt: new Date(file.ends_at),
    days: file.days,
  };
  const [old] = await tx.select().from(freePremiumOffer);
  if (old && sameRow(row, old)) return counts;
  if (old) counts.changed = 1;
  else counts.added = 1;
  await tx.insert(freePremiumOffer).values(row).onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
  return counts;
}

/** Copies the pack's pictures into storage under their hashed names; gives how many were new there. */
async function storeImages(pack: LoadedPack, root: string, dryRun: boolean): Promise<number> {
  let added = 0;
  for (const kind of IMAGE_KINDS) {
    const folder = path.join(root, kind);
    if (!dryRun) await mkdir(folder, { recursive: true });
    const list: PackImage[] = [...pack.images[kind].values()];
    for (const image of list) {
      const target = path.join(folder, image.stored);
      if (await exists(target)) continue;
      added += 1;
      if (dryRun) continue;
      // Write then rename, so the server never serves half a file under a name cached for a year.
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, image.bytes);
      await rename(temp, target);
    }
  }
  return added;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
