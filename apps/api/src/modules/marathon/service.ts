import { and, eq, sql } from 'drizzle-orm';
import { inLanguage, currentLanguage } from '@pdr/contract/language';
import {
  marathonMessages,
  type Marathon,
  type MarathonAnswerBody,
  type MarathonAnswerResponse,
} from '@pdr/contract/marathon';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { marathons } from '../../db/schema/marathon.ts';
import { HttpError, unprocessable } from '../../lib/http-errors.ts';
import { activeCategoryOf, forCategory, type CategoryContent } from '../content/categories.ts';
import { hasPremium } from '../premium/access.ts';
import type { VersionedContext } from '../study/context.ts';
import { notesHtml, toQuestion } from '../study/payload.ts';
import { applyAnswers } from '../study/review-cards.ts';

/** What a request works with: the content version came with the session (study/context.ts). */
export type MarathonContext = VersionedContext;

interface Place {
  lastQuestionId: number | null;
  answered: number;
  right: number;
}

/** The learner's marathon of a category; a learner who has not begun is at the start. */
async function placeOf(db: Db, userId: number, category: string): Promise<Place> {
  const [row] = await db
    .select({
      lastQuestionId: marathons.lastQuestionId,
      answered: marathons.answered,
      right: marathons.rightAnswers,
    })
    .from(marathons)
    .where(and(eq(marathons.userId, userId), eq(marathons.category, category)));
  return row ?? { lastQuestionId: null, answered: 0, right: 0 };
}

/** Where the learner stands: the bank's order, the questions they may run, and the next of them. */
interface Standing {
  content: CategoryContent;
  /** Every question of the category that has a right answer, theme by theme, in the bank's order. */
  order: readonly number[];
  /** The part of `order` the learner may run (a learner without Premium: the free themes'). */
  mine: readonly number[];
  /** The next question (an index into `mine`), or mine.length when none is left. */
  next: number;
  /** Questions of Premium themes the learner may not run yet. */
  locked: boolean;
}

function standing(content: CategoryContent, premium: boolean, place: Place): Standing {
  const order: number[] = [];
  const mine: number[] = [];
  for (const theme of content.themes) {
    for (const id of content.questionIds.get(theme.id) ?? []) {
      if (!content.questions.get(id)?.answers.some((a) => a.correct)) continue;
      order.push(id);
      if (theme.free || premium) mine.push(id);
    }
  }
  let next = 0;
  if (place.lastQuestionId !== null) {
    const at = order.indexOf(place.lastQuestionId);
    if (at === -1) {
      // The last question left the bank (or the category): the place is kept by how many were answered.
      next = Math.min(place.answered, mine.length);
    } else {
      const after = new Set(order.slice(at + 1));
      next = mine.findIndex((id) => after.has(id));
      if (next === -1) next = mine.length;
    }
  }
  return { content, order, mine, next, locked: mine.length < order.length };
}

async function current(
  ctx: MarathonContext,
): Promise<{ standing: Standing; place: Place; category: string }> {
  const category = activeCategoryOf(ctx.user);
  const content = forCategory(await ctx.cache.at(ctx.version), category);
  const place = await placeOf(ctx.db, ctx.user.id, category);
  const premium = hasPremium(ctx.user.premiumUntil, ctx.now);
  return { standing: standing(content, premium, place), place, category };
}

/** `GET /api/marathon`: the next question without its answer, the place and the figures. */
export async function marathonNow(ctx: MarathonContext): Promise<Marathon> {
  const { standing: s, place } = await current(ctx);
  const id = s.mine[s.next];
  const questions = currentLanguage() === 'en' ? s.content.english : s.content.questions;
  const question = id === undefined ? undefined : questions.get(id);
  const theme = question && s.content.themes.find((t) => t.id === question.themeId);
  const figures = {
    position: s.next + 1,
    total: s.mine.length,
    answered: place.answered,
    right: place.right,
  };
  if (!question || !theme) {
    return {
      status: s.locked ? 'premium' : 'finished',
      question: null,
      theme_id: null,
      theme_number: null,
      theme_title: null,
      ...figures,
    };
  }
  return {
    status: 'question',
    question: toQuestion(question, ctx.publicUrl, false),
    theme_id: theme.id,
    theme_number: theme.number,
    theme_title: inLanguage(theme.title, theme.titleEn),
    ...figures,
  };
}

/**
 * `POST /api/marathon/answer`: scores the answer to the current question, moves the learner on and the question's
 * review card with it, in one transaction. The move is made only from the place the answer was scored at, so an
 * answer from a second device to a question already answered is a 409 and counts once.
 */
export async function answerMarathon(
  ctx: MarathonContext,
  body: MarathonAnswerBody,
): Promise<MarathonAnswerResponse> {
  const { standing: s, place, category } = await current(ctx);
  const id = s.mine[s.next];
  if (id === undefined || id !== body.question_id) throw new HttpError(409, marathonMessages.notCurrent);
  const question = s.content.questions.get(id)!;
  const answer = question.answers.find((a) => a.id === body.answer_id);
  if (!answer) throw unprocessable({ answer_id: marathonMessages.notAnswer }, marathonMessages.notAnswer);
  const right = question.answers.find((a) => a.correct)!;
  const moved = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = rowsOf<{ answered: number; right: number }>(
      await tx.execute(sql`
        insert into marathons (user_id, category, last_question_id, answered, right_answers, updated_at)
        values (${ctx.user.id}::integer, ${category}::text, ${id}::integer, 1, ${answer.correct ? 1 : 0}::integer,
          ${ctx.now.toISOString()}::timestamptz)
        on conflict (user_id, category) do update set last_question_id = excluded.last_question_id,
          answered = marathons.answered + 1, right_answers = marathons.right_answers + excluded.right_answers,
          updated_at = excluded.updated_at
        where marathons.last_question_id is not distinct from ${place.lastQuestionId}::integer
          and marathons.answered = ${place.answered}::integer
        returning answered, right_answers as "right"`),
    );
    if (rows.length === 0) return undefined;
    await applyAnswers(
      tx,
      ctx.user.id,
      [{ questionId: id, answerId: answer.id, themeId: question.themeId, correct: answer.correct }],
      ctx.now,
    );
    return rows[0]!;
  });
  if (!moved) throw new HttpError(409, marathonMessages.notCurrent);
  const questions = currentLanguage() === 'en' ? s.content.english : s.content.questions;
  return {
    correct: answer.correct,
    correct_answer_id: right.id,
    position: s.next + 2,
    notes: notesHtml(ctx.publicUrl, (questions.get(id) ?? question).notes),
    answered: moved.answered,
    right: moved.right,
  };
}

/** `POST /api/marathon/restart`: back to the first question, the figures at zero. */
export async function restartMarathon(ctx: MarathonContext): Promise<Marathon> {
  const category = activeCategoryOf(ctx.user);
  await ctx.db
    .delete(marathons)
    .where(and(eq(marathons.userId, ctx.user.id), eq(marathons.category, category)));
  return marathonNow(ctx);
}
