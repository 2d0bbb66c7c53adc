import { inLanguage } from '@pdr/contract/language';
import {
  learningMessages,
  type Block,
  type LearningTheme,
  type ProgressCar,
  type QuestionOriginal,
  type TestType,
} from '@pdr/contract/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { openCreditDayToday } from './credit-day.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { categoryCodeSchema, type CategoryCode } from '@pdr/contract/catalog';
import { themeFigures } from '@pdr/contract/theme-figures';
import { activeCategoryOf, forCategory, progressKeyOf, type CategoryContent } from '../content/categories.ts';
import type { StudyContext } from '../study/context.ts';
import * as repo from '../study/repository.ts';
import {
  bestProgressCar,
  blockCount,
  blockStatuses,
  isBlocked,
  isDisabled,
  splitIntoBlocks,
} from './rules.ts';
import { questionListBytes, questionsPayload, type QuestionsPayload } from '../study/payload.ts';
import { assertBlockOpen, assertTestOpen, themeState, type LearnerView, type ThemeState } from './access.ts';
import { hasPremium } from '../premium/access.ts';

function groupByTheme<T extends { themeId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.themeId);
    if (list) list.push(row);
    else groups.set(row.themeId, [row]);
  }
  return groups;
}

/**
 * One query for the learner (and the content version), then content from the app's cache. `read` is that query's
 * result when it came with the session lookup (routes.ts).
 */
export async function learnerView(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  now: Date,
  read?: repo.UserProgress,
  category: CategoryCode = activeCategoryOf(user),
): Promise<LearnerView> {
  return viewOf(cache, read ?? (await repo.userProgress(db, user.id)), user, now, category);
}

/**
 * The learner's themes as their category sees them (modules/content/categories.ts): only its themes and
 * questions, and only the block results and credit scores taken under the same progress key.
 */
export async function viewOf(
  cache: ContentCache,
  progress: repo.UserProgress,
  user: AuthUser,
  now: Date,
  category: CategoryCode = activeCategoryOf(user),
): Promise<LearnerView> {
  const snapshot = await cache.at(progress.contentVersion);
  const content = forCategory(snapshot, category);
  const results = groupByTheme(progress.blocks);
  const credits = groupByTheme(progress.credits);
  const premium = hasPremium(user.premiumUntil, now);
  const states: ThemeState[] = [];
  let previousCar: ProgressCar | null = null;
  for (const row of content.themes) {
    const key = content.progressKeys.get(row.id) ?? '';
    const mine = new Map(
      (results.get(row.id) ?? []).filter((r) => r.key === key).map((r) => [r.blockIdx, r] as const),
    );
    const statuses = blockStatuses(blockCount(row.questionCount), mine);
    const themeCredits = (credits.get(row.id) ?? []).filter(
      (c) => progressKeyOf(snapshot, row.id, c.category) === key,
    );
    const car = bestProgressCar(themeCredits);
    states.push({
      row,
      results: mine,
      credits: themeCredits,
      statuses,
      car,
      blocked: isBlocked(row, premium),
      disabled: isDisabled(row, previousCar),
    });
    previousCar = car;
  }
  return { content, progress, states };
}

/**
 * The category a test is scored and resumed in: the one it was opened in when it is the saved test in progress
 * (a learner who switches category mid-lesson finishes that lesson as it started), else the active one.
 */
export function testCategory(
  user: AuthUser,
  saved: repo.SessionRow | null | undefined,
  test: { type: TestType; themeId: number | null; blockIdx: number | null },
): CategoryCode {
  const same =
    saved &&
    saved.category !== null &&
    saved.type === test.type &&
    saved.themeId === test.themeId &&
    (test.type === 'all_theme' || saved.blockIdx === test.blockIdx);
  const parsed = categoryCodeSchema.safeParse(same ? saved.category : null);
  return parsed.success ? parsed.data : activeCategoryOf(user);
}

/** The theme's active question ids in their order. */
export function themeQuestionIds(content: CategoryContent, themeId: number): readonly number[] {
  return content.questionIds.get(themeId) ?? [];
}

export function toLearningTheme(s: ThemeState): LearningTheme {
  return {
    id: s.row.id,
    number: s.row.number,
    title: inLanguage(s.row.title, s.row.titleEn),
    free: s.row.free,
    ...themeFigures(toBlocks(s)),
    blocked: s.blocked,
    disabled: s.disabled,
    disable: s.disabled,
    progress_car: s.car,
    question_count: s.row.questionCount,
  };
}

export function toBlocks(s: ThemeState): Block[] {
  return s.statuses.map((status, idx) => {
    const r = s.results.get(idx);
    const size = Math.min(20, s.row.questionCount - idx * 20);
    return { idx, count: size, errors: r?.errors ?? 0, success: r?.success ?? 0, status };
  });
}

async function respondWithQuestions(
  db: Db,
  content: CategoryContent,
  userId: number,
  publicUrl: string,
  session: { type: TestType; themeId: number | null; blockIdx: number | null; questionIds: number[] },
  saved: repo.SessionRow | null | undefined,
): Promise<QuestionsPayload> {
  // The due session of spaced review and the favourites run are lessons too (study/card-session.ts).
  const reveal = session.type !== 'all_theme' && session.type !== 'exam';
  // Reopening the saved unfinished test (a reload, or back to the map and in again) goes on with it: its start
  // stays and nothing is written (decision 116). The read of the test in progress passes that test as `saved`.
  const [list, started] = await Promise.all([
    repo.loadQuestions(db, content, session.questionIds),
    repo.openSession(db, userId, { ...session, category: content.category }, saved),
  ]);
  // The JSON (questionsResponseSchema) in parts: the questions' part is built once per content version.
  return questionsPayload(
    {
      type: session.type,
      theme_id: session.themeId,
      idx: session.blockIdx,
      count: list.length,
      reveal,
      started_at: started.toISOString(),
    },
    questionListBytes(content, list, publicUrl, reveal),
  );
}

/** A block lesson: the block's questions in order; also remembered as the learner's test in progress. */
export async function blockQuestions(
  ctx: StudyContext,
  themeId: number,
  idx: number | 'current',
): Promise<QuestionsPayload> {
  const { db, user, publicUrl } = ctx;
  const view = await learnerView(db, ctx.cache, user, ctx.now, ctx.progress);
  const state = themeState(view, themeId, true);
  const { content } = view;
  let blockIdx: number;
  if (idx === 'current') {
    const current = state.statuses.indexOf('current');
    blockIdx = current >= 0 ? current : Math.max(0, state.statuses.indexOf('error'));
  } else blockIdx = idx;
  const ids = splitIntoBlocks(themeQuestionIds(content, themeId))[blockIdx];
  if (!ids) throw notFound(learningMessages.blockNotFound);
  assertBlockOpen(state, 'theme', blockIdx);
  return respondWithQuestions(
    db,
    content,
    user.id,
    publicUrl,
    { type: 'theme', themeId, blockIdx, questionIds: ids },
    ctx.progress?.saved,
  );
}

/** A retest: the questions answered wrongly in the block's latest attempt. */
export async function retestQuestions(
  ctx: StudyContext,
  themeId: number,
  idx: number,
): Promise<QuestionsPayload> {
  const { db, user, publicUrl } = ctx;
  const view = await learnerView(db, ctx.cache, user, ctx.now, ctx.progress);
  const state = themeState(view, themeId, true);
  const { content } = view;
  assertBlockOpen(state, 'retest', idx);
  const wrong = state.results.get(idx)?.wrongQuestionIds ?? [];
  if (wrong.length === 0) throw notFound(learningMessages.noRetest);
  return respondWithQuestions(
    db,
    content,
    user.id,
    publicUrl,
    { type: 'retest', themeId, blockIdx: idx, questionIds: wrong },
    ctx.progress?.saved,
  );
}

/**
 * A credit test: every question of the theme, without correct answers. A free learner may start one per theme
 * and Kyiv day; asking again for the same unfinished test of the day resumes it.
 */
export async function creditQuestions(ctx: StudyContext, themeId: number): Promise<QuestionsPayload> {
  const { db, user, publicUrl, now } = ctx;
  const view = await learnerView(db, ctx.cache, user, now, ctx.progress);
  const { content } = view;
  assertTestOpen(view, { type: 'all_theme', themeId, blockIdx: null });
  if (!hasPremium(user.premiumUntil, now) && (await openCreditDayToday(db, user.id, themeId, now))) {
    throw forbidden(learningMessages.creditDaily);
  }
  const ids = [...themeQuestionIds(content, themeId)];
  return respondWithQuestions(
    db,
    content,
    user.id,
    publicUrl,
    { type: 'all_theme', themeId, blockIdx: null, questionIds: ids },
    ctx.progress?.saved,
  );
}

/**
 * The learner's unfinished test, for a reload or another device. Access is checked again as of now: a test
 * started with Premium that has since ended, or in a theme or block that is closed now, is refused.
 */
export async function sessionQuestions(ctx: StudyContext): Promise<QuestionsPayload> {
  const { db, cache, user, publicUrl, now } = ctx;
  const session = await repo.getSession(db, user.id);
  if (!session) throw notFound(learningMessages.noSession);
  // Resumed in the category it was opened in, even after a switch.
  const view = await learnerView(db, cache, user, now, undefined, testCategory(user, session, session));
  assertTestOpen(view, session);
  const content = forCategory(await cache.at(session.contentVersion), view.content.category);
  return respondWithQuestions(db, content, user.id, publicUrl, session, session);
}

/**
 * The Ukrainian original of a question the learner reads in English ('Show in Ukrainian', decision 171): of a
 * question their category shows, in a theme open to them, or one of their own exams drew (the free tariff's exam
 * draws from Premium themes too).
 */
export async function questionOriginal(
  db: Db,
  view: LearnerView,
  userId: number,
  questionId: number,
): Promise<QuestionOriginal> {
  const question = view.content.questions.get(questionId);
  if (!question || !view.content.visible.has(questionId)) throw notFound(learningMessages.questionNotFound);
  const state = view.states.find((s) => s.row.id === question.themeId);
  if (!state || state.blocked) {
    const drawn = await db.execute(
      sql`select 1 from exam_sessions where user_id = ${userId} and ${questionId} = any(question_ids) limit 1`,
    );
    if (rowsOf(drawn).length === 0) throw forbidden(learningMessages.premiumTheme);
  }
  return {
    id: question.id,
    question: question.text,
    answers: question.answers.map((a) => ({ id: a.id, answer: a.text })),
  };
}
