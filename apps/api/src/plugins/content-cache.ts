import fp from 'fastify-plugin';
import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExamGroup } from '@pdr/contract/content-pack';
import type { Db } from '../db/client.ts';
import { answers, questions, themes } from '../db/schema/content.ts';
import { answerFields, questionFields } from '../db/content-fields.ts';
import { settings } from '../db/schema/settings.ts';
// app.db's type comes with the db plugin; the import carries it to programs that reach this file without the app.
import type {} from './db.ts';

/**
 * The content the learning endpoints read on every request (themes, their questions in order, the answers), kept
 * in memory per app. Content changes only with an import, and every statement that writes it bumps
 * settings.content_version (database triggers, in the writer's transaction). Each learning request reads that
 * number along with the learner's own rows and asks the cache for a snapshot at least that new; the cache reloads
 * everything when it is older. See docs/decisions/021-learning-content-cache.md.
 */

export interface ThemeRow {
  id: number;
  number: number;
  title: string;
  /** The title's English, null where the pack gives none (decision 171). */
  titleEn: string | null;
  free: boolean;
  examGroup: ExamGroup;
  /** Licence categories the theme applies to; empty means every category. */
  categories: readonly string[];
  /** Active questions of the theme. */
  questionCount: number;
}

export interface QuestionWithAnswers {
  id: number;
  themeId: number;
  text: string;
  image: string | null;
  /** What the picture shows, for a screen reader; null where the pack gives none. */
  imageAlt: string | null;
  notes: string;
  videoUrl: string | null;
  /** Licence categories the question applies to; empty means every category. */
  categories: readonly string[];
  /** Active answers in their order. */
  answers: { id: number; text: string; correct: boolean }[];
  /** In an English view: some of its texts have no English and show in Ukrainian (decision 171). */
  ukrainianOnly?: true;
}

/** A question's English texts as stored: null where the pack gave none. */
export interface QuestionEnglish {
  textEn: string | null;
  notesEn: string | null;
  imageAltEn: string | null;
  /** Each answer's English, in the order of the question's answers. */
  answersEn: (string | null)[];
}

/**
 * The question as a learner reading in English gets it: each text in English where it has one, else in
 * Ukrainian, and then marked. Its own object, so what is kept per question object (the payload's JSON) is kept
 * per language.
 */
export function englishView(question: QuestionWithAnswers, en: QuestionEnglish): QuestionWithAnswers {
  const complete = en.textEn !== null && en.notesEn !== null && en.answersEn.every((text) => text !== null);
  return {
    ...question,
    text: en.textEn ?? question.text,
    notes: en.notesEn ?? question.notes,
    // A Ukrainian description is not read out on an English screen: the generic English one is, instead.
    imageAlt: en.imageAltEn,
    answers: question.answers.map((a, i) => ({ ...a, text: en.answersEn[i] ?? a.text })),
    ...(complete ? {} : { ukrainianOnly: true as const }),
  };
}

export interface CachedAnswer {
  id: number;
  questionId: number;
  correct: boolean;
}

/** One consistent reading of the active content; never changed after it is built. */
export interface ContentSnapshot {
  version: number;
  /** Active themes by number (then id). */
  themes: readonly ThemeRow[];
  /** Active question ids of each theme by position (then id), retired themes included. */
  questionIds: ReadonlyMap<number, readonly number[]>;
  /** Active questions by id with their active answers. */
  questions: ReadonlyMap<number, QuestionWithAnswers>;
  /** The same questions as an English reader gets them (englishView). */
  english: ReadonlyMap<number, QuestionWithAnswers>;
  /** Active answers by id (of active and retired questions). */
  answers: ReadonlyMap<number, CachedAnswer>;
}

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: settings.contentVersion })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.version ?? 0;
}

/**
 * Reads the active content and its version in one read-only, repeatable-read transaction, so the snapshot is
 * exactly the content of that version even while an import commits. Three queries (no join repeating a question
 * for each answer); only run when the version moved.
 */
export async function loadContent(db: Db): Promise<ContentSnapshot> {
  const { version, themeRows, questionRows, answerRows } = await db.transaction(
    async (tx) => ({
      version: await readContentVersion(tx),
      themeRows: await tx
        .select({
          id: themes.id,
          number: themes.number,
          title: themes.title,
          titleEn: themes.titleEn,
          free: themes.free,
          examGroup: themes.examGroup,
          categories: themes.categories,
        })
        .from(themes)
        .where(isNull(themes.retiredAt))
        .orderBy(asc(themes.number), asc(themes.id)),
      questionRows: await tx
        .select(questionFields)
        .from(questions)
        .where(isNull(questions.retiredAt))
        .orderBy(asc(questions.themeId), asc(questions.position), asc(questions.id)),
      answerRows: await tx
        .select(answerFields)
        .from(answers)
        .where(isNull(answers.retiredAt))
        .orderBy(asc(answers.questionId), asc(answers.position), asc(answers.id)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const questionIds = new Map<number, number[]>();
  const byId = new Map<number, QuestionWithAnswers>();
  const englishOf = new Map<number, QuestionEnglish>();
  for (const { textEn, notesEn, imageAltEn, ...row } of questionRows) {
    byId.set(row.id, { ...row, answers: [] });
    englishOf.set(row.id, { textEn, notesEn, imageAltEn, answersEn: [] });
    const ids = questionIds.get(row.themeId);
    if (ids) ids.push(row.id);
    else questionIds.set(row.themeId, [row.id]);
  }
  const answerById = new Map<number, CachedAnswer>();
  for (const row of answerRows) {
    answerById.set(row.id, { id: row.id, questionId: row.questionId, correct: row.correct });
    byId.get(row.questionId)?.answers.push({ id: row.id, text: row.text, correct: row.correct });
    englishOf.get(row.questionId)?.answersEn.push(row.textEn);
  }
  const english = new Map<number, QuestionWithAnswers>();
  for (const [id, question] of byId) english.set(id, englishView(question, englishOf.get(id)!));
  return {
    version,
    themes: themeRows.map((t) => ({ ...t, questionCount: questionIds.get(t.id)?.length ?? 0 })),
    questionIds,
    questions: byId,
    english,
    answers: answerById,
  };
}

/** A reading of some content at one content version, built when the version moves and never changed after. */
export interface VersionedCache<T extends { version: number }> {
  /**
   * The snapshot of at least this content version. Callers read settings.content_version in the same query as
   * their own data, so the check costs no round trip and a change is seen by the very next request.
   */
  at(version: number): Promise<T>;
}

export type ContentCache = VersionedCache<ContentSnapshot>;

export function createContentCache(
  db: Db,
  load: (db: Db) => Promise<ContentSnapshot> = loadContent,
): ContentCache {
  return createVersionedCache(db, load);
}

/** A cache of what `load` reads at one content version (its result's `version`), reloaded when that moves on. */
export function createVersionedCache<T extends { version: number }>(
  db: Db,
  load: (db: Db) => Promise<T>,
): VersionedCache<T> {
  let snapshot: T | undefined;
  let loading: { version: number; promise: Promise<T> } | undefined;

  function at(version: number): Promise<T> {
    // The version only grows, so a caller that read an older one (just before an import committed) may be given
    // the newer snapshot; it must never be given an older one.
    if (snapshot && snapshot.version >= version) return Promise.resolve(snapshot);
    if (loading && loading.version >= version) return loading.promise;
    // The caller read `version` before this load starts, so the load reads content at least that new.
    const promise = load(db).then((loaded) => {
      if (!snapshot || loaded.version >= snapshot.version) snapshot = loaded;
      return loaded;
    });
    const entry = { version, promise };
    loading = entry;
    // A failed load is not kept: the next request tries again.
    const done = () => {
      if (loading === entry) loading = undefined;
    };
    promise.then(done, done);
    return promise;
  }

  return { at };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
}

/** Decorates the app with its own content cache (never shared between apps, so tests stay isolated). */
export const contentCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('contentCache', createContentCache(app.db));
  },
  { name: 'content-cache', dependencies: ['db'] },
);
