import { BLOCK_SIZE } from '@pdr/contract/constants';
import type {
  Block,
  BlocksResponse,
  LearningTheme,
  ProgressCar,
  Question,
  ResultOutcome,
} from '@pdr/contract/learning';
import { currentLanguage, type Language } from '@pdr/contract/language';
import { decodeQuestionsJson } from '@pdr/contract/questions-json';
import { apiRequest } from './api-client.ts';
import { i18n } from './i18n.ts';
import {
  DeviceFullError,
  IMAGES_CACHE,
  askPersistentStorage,
  currentUserId,
  deleteSavedTheme,
  forget,
  kept,
  getSavedTheme,
  outboxOf,
  isQuotaError,
  saveTheme,
  savedThemes,
  THEME_LIST,
  type SavedTheme,
} from './offline-store.ts';
import './lib-words.ts';

/**
 * Themes kept on the device: saved from GET /api/theme/:id/offline (the blocks the map opens) with their pictures,
 * read by the learning fetchers when the network is gone, and brought up to date by the results made offline, so
 * the block map moves on exactly as online until the server's own answer replaces it.
 */

/** Every picture a saved theme shows: the questions' images and those inside the comments. */
export function picturesOf(questions: readonly Question[]): string[] {
  const urls = new Set<string>();
  for (const q of questions) {
    if (q.image) urls.add(q.image);
    for (const m of q.notes.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)) if (m[1]) urls.add(m[1]);
  }
  return [...urls];
}

async function cachePictures(urls: string[]): Promise<void> {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  const cache = await caches.open(IMAGES_CACHE);
  // One picture that fails (gone from the server) does not stop the rest.
  const results = await Promise.allSettled(urls.map((url) => cache.add(url)));
  const full = results.find((r) => r.status === 'rejected' && isQuotaError(r.reason));
  if (full) throw new DeviceFullError();
}

/** Keeps a theme on the device; `chosen` when the learner asked for it (the current theme is kept anyway). */
export async function saveThemeOffline(themeId: number, chosen: boolean): Promise<SavedTheme> {
  const user = currentUserId();
  if (user === null) throw new Error(i18n._('lib.signInToSaveTheme'));
  // The server answers in the language the request is made in (Accept-Language, the account's).
  const language = currentLanguage();
  const res = await apiRequest(`/theme/${themeId}/offline`, {
    schema: () => import('@pdr/contract/learning').then((m) => m.offlineThemeResponseSchema),
  });
  const questions = decodeQuestionsJson(res.data) as Question[];
  const before = await getSavedTheme(user, themeId);
  const theme: SavedTheme = {
    userId: user,
    themeId,
    title: res.title,
    free: res.free,
    blocks: res.blocks,
    wrong: res.wrong_question_ids,
    questions,
    savedAt: Date.now(),
    chosen: chosen || Boolean(before?.chosen),
    language,
  };
  await askPersistentStorage().catch(() => undefined);
  try {
    await saveTheme(theme);
  } catch (error) {
    throw isQuotaError(error) ? new DeviceFullError() : error;
  }
  await cachePictures(picturesOf(questions));
  return theme;
}

export async function unsaveTheme(themeId: number): Promise<void> {
  const user = currentUserId();
  if (user === null) return;
  const theme = await getSavedTheme(user, themeId);
  await deleteSavedTheme(user, themeId);
  if (theme && typeof caches !== 'undefined') {
    const cache = await caches.open(IMAGES_CACHE);
    const still = new Set(picturesOf((await savedThemes(user)).flatMap((t) => t.questions)));
    await Promise.all(
      picturesOf(theme.questions)
        .filter((u) => !still.has(u))
        .map((u) => cache.delete(u)),
    );
  }
}

/**
 * Premium ended (or never was): the paid themes, their pictures, the due-review cards and a kept test of a paid
 * theme or across themes leave the device at the next sync.
 */
export async function dropPaidThemes(): Promise<void> {
  const user = currentUserId();
  if (user === null) return;
  await forget(user, 'review');
  const paid = (await savedThemes(user)).filter((t) => !t.free);
  const test = await kept<{ meta: { type: string; theme_id: number | null } }>(user, 'test');
  // The due review and the favourites run span themes, paid ones among them.
  const acrossThemes = test?.meta.type === 'review' || test?.meta.type === 'favourites';
  if (test && (acrossThemes || paid.some((t) => t.themeId === test.meta.theme_id)))
    await forget(user, 'test');
  for (const theme of paid) await unsaveTheme(theme.themeId);
}

export async function offlineTheme(themeId: number): Promise<SavedTheme | undefined> {
  const user = currentUserId();
  return user === null ? undefined : getSavedTheme(user, themeId);
}

/**
 * The block map of a saved theme, as GET /api/theme/block/:id/all would answer. The car (the best credit test)
 * is the theme list's as last fetched: a credit test made offline is scored when it reaches the server.
 */
export async function blocksOf(theme: SavedTheme): Promise<BlocksResponse> {
  const done = theme.blocks.filter((b) => b.status === 'done').length;
  const list = await kept<LearningTheme[]>(theme.userId, THEME_LIST).catch(() => undefined);
  const car: ProgressCar = list?.find((t) => t.id === theme.themeId)?.progress_car ?? {
    progress: 0,
    error: 0,
  };
  return {
    theme_id: theme.themeId,
    blocks: theme.blocks,
    progress_car: car,
    done,
    total: theme.blocks.length,
    credit_available: done === theme.blocks.length && done > 0,
    credit_used_today: false,
  };
}

/**
 * A block's questions as the device keeps them, or undefined when the copy has none: the server sends a block's
 * questions only while the map opens it, from the first block up to the first locked one.
 */
function blockOnDevice(theme: SavedTheme, idx: number): Question[] | undefined {
  const count = theme.blocks[idx]?.count ?? 0;
  const block = theme.questions.slice(idx * BLOCK_SIZE, idx * BLOCK_SIZE + count);
  return count > 0 && block.length === count ? block : undefined;
}

/** Whether the map opens a block the device's copy has no questions of (it was saved while the block was locked). */
export function lacksOpenBlock(theme: SavedTheme): boolean {
  const locked = theme.blocks.findIndex((b) => b.status === 'locked');
  const sent = locked === -1 ? theme.blocks : theme.blocks.slice(0, locked);
  return sent.some((b) => blockOnDevice(theme, b.idx) === undefined);
}

/**
 * The questions of a saved theme's block, its retest (the block's wrong ones) or its credit test; none when the
 * device's copy does not hold them (a block locked when it was saved), and the test then waits for the network.
 */
export function offlineQuestions(
  theme: SavedTheme,
  kind: 'block' | 'retest' | 'credit',
  idx: number,
): Question[] {
  if (kind === 'credit') {
    if (theme.blocks.some((b) => blockOnDevice(theme, b.idx) === undefined)) return [];
    // A credit test shows no right answer, comment or video, as online.
    return theme.questions.map((q) => ({
      ...q,
      notes: '',
      video_url: null,
      answers: q.answers.map(({ correct_answer: _hidden, ...a }) => a),
    }));
  }
  const block = blockOnDevice(theme, idx) ?? [];
  if (kind === 'block') return block;
  const wrong = new Set(theme.wrong[idx] ?? []);
  return block.filter((q) => wrong.has(q.id));
}

/**
 * After a switch of the interface's language: the saved themes in another language are fetched again in this one,
 * so that a lesson offline reads as the screens do. Offline, they stay as they are until the next switch.
 */
export async function resaveInLanguage(language: Language): Promise<void> {
  const user = currentUserId();
  if (user === null || !navigator.onLine) return;
  for (const theme of await savedThemes(user)) {
    if ((theme.language ?? 'uk') === language) continue;
    // One theme that fails (gone, or Premium ended) does not stop the rest.
    await saveThemeOffline(theme.themeId, theme.chosen).catch(() => undefined);
  }
}

/**
 * Fetches a saved theme's copy again once the map opens a block the copy lacks, so that a learner who finishes a
 * block online finds the next one on the device. Not offline, and not while results wait in the outbox: the
 * server's block map would undo the one the device moved on.
 */
export async function refreshOpenedBlocks(themeId: number): Promise<void> {
  const user = currentUserId();
  if (user === null || !navigator.onLine) return;
  // Read from the store, not the outbox's counter, which a send updates only after its listeners have run.
  if ((await outboxOf(user)).some((e) => e.kind === 'result' && !e.refused)) return;
  const theme = await getSavedTheme(user, themeId);
  if (theme && lacksOpenBlock(theme)) await saveThemeOffline(themeId, false);
}

/** A block's status after a result: the server's rule (learning/rules.ts, blockStatuses) for the blocks after it. */
function withResult(blocks: Block[], idx: number, errors: number, success: number): Block[] {
  const next = blocks.map((b) => (b.idx === idx ? { ...b, errors, success } : b));
  let currentGiven = false;
  return next.map((b) => {
    if (b.errors > 0) return { ...b, status: 'error' };
    if (b.success > 0) return { ...b, status: 'done' };
    if (!currentGiven) {
      currentGiven = true;
      return { ...b, status: 'current' };
    }
    return { ...b, status: 'locked' };
  });
}

/** A lesson or retest scored on the device (its answers carry the right ones); the server scores it again. */
export function localOutcome(
  body: { attempt_id: string; type: 'theme' | 'retest'; theme_id: number; idx: number; time: number },
  answers: readonly { question_id: number; correct: 0 | 1 | null }[],
  blockCount: number,
): ResultOutcome {
  const correct = answers.filter((a) => a.correct === 1).length;
  const wrong = answers.filter((a) => a.correct === 0).map((a) => a.question_id);
  const total = answers.length;
  return {
    attempt_id: body.attempt_id,
    type: body.type,
    theme_id: body.theme_id,
    idx: body.idx,
    result: correct,
    count_question: total,
    percent: total > 0 ? Math.floor((correct * 100) / total) : 0,
    passed: total > 0 && correct === total,
    time: body.time,
    wrong_question_ids: wrong,
    block: {
      idx: body.idx,
      count: blockCount,
      errors: wrong.length,
      success: correct,
      status: wrong.length > 0 ? 'error' : 'done',
    },
    progress_car: null,
    correct_answers: [],
  };
}

/** The saved theme after a lesson's outcome (local or the server's): the block map moves on with no network. */
export async function applyOutcome(outcome: ResultOutcome): Promise<BlocksResponse | undefined> {
  if (outcome.idx === null || outcome.theme_id === null || outcome.block === null) return undefined;
  const theme = await offlineTheme(outcome.theme_id);
  if (!theme) return undefined;
  const blocks = withResult(theme.blocks, outcome.idx, outcome.block.errors, outcome.block.success);
  const wrong = theme.wrong.map((ids, i) => (i === outcome.idx ? outcome.wrong_question_ids : ids));
  const next = { ...theme, blocks, wrong };
  await saveTheme(next);
  return blocksOf(next);
}
