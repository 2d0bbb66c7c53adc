import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  answerEntrySchema,
  type CreditResultBody,
  type LessonResultBody,
  type ResultOutcome,
} from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { attempts, creditTestDays } from '../../db/schema/learning.ts';
import { HttpError, forbidden, unprocessable } from '../../lib/http-errors.ts';
import * as repo from './repository.ts';
import { writeResult } from './result-write.ts';
import { MESSAGES, themeQuestionIds, themeState, viewOf } from './service.ts';
import {
  bestProgressCar,
  hasPremium,
  parseTimeSeconds,
  resultPassed,
  scorePercent,
  splitIntoBlocks,
} from './rules.ts';

type ResultBody = LessonResultBody | CreditResultBody;

// A credit test may end on the timer with nothing answered; lessons need their answers (checked below).
const entriesSchema = z.array(answerEntrySchema).max(400);

function ownOutcome(stored: repo.StoredAttempt, userId: number): ResultOutcome {
  if (stored.userId !== userId) throw new HttpError(409, 'Ця спроба вже записана іншим користувачем');
  return stored.outcome as ResultOutcome;
}

async function storedOutcome(db: Db, userId: number, attemptId: string): Promise<ResultOutcome | null> {
  const [row] = await db
    .select({ userId: attempts.userId, outcome: attempts.outcome })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  return row ? ownOutcome(row, userId) : null;
}

function parseEntries(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw unprocessable({ data_question: 'Відповіді мають бути JSON-списком' });
  }
  const parsed = entriesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['data_question', ...issue.path].join('.');
    throw unprocessable({ [path]: issue.message });
  }
  const seen = new Set<number>();
  parsed.data.forEach((e, i) => {
    if (seen.has(e.question_id))
      throw unprocessable({ [`data_question.${i}.question_id`]: 'Питання повторюється' });
    seen.add(e.question_id);
  });
  return parsed.data;
}

/**
 * Scores a finished theme, retest or credit test from the answer ids alone (a client's `correct` flags are
 * ignored) and records it once: a resend of the same attempt id gets the stored outcome.
 */
export async function recordResult(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  body: ResultBody,
  now: Date,
): Promise<ResultOutcome> {
  // The learner's rows, the content version and any attempt stored under this id, in one round trip.
  const progress = await repo.userProgress(db, user.id, body.attempt_id);
  if (progress.attempt) return ownOutcome(progress.attempt, user.id);

  const type = body.type === 'all_thema' ? 'all_theme' : body.type;
  const timeS = parseTimeSeconds(body.time);
  if (timeS === null) throw unprocessable({ time: 'Час має бути в секундах або у форматі хх:сс' });
  const entries = parseEntries(body.data_question);
  const view = await viewOf(cache, progress, user, now);
  const state = themeState(view, body.theme_id, true);
  const { content } = view;
  const themeIds = themeQuestionIds(content, body.theme_id);

  let allowed: readonly number[];
  let blockIdx: number | null = null;
  if (type === 'all_theme') {
    allowed = themeIds;
  } else {
    blockIdx = body.idx ?? 0;
    const block = splitIntoBlocks(themeIds)[blockIdx];
    if (!block) throw unprocessable({ idx: 'Такого блоку в темі немає' });
    allowed = block;
  }
  const allowedSet = new Set(allowed);
  entries.forEach((e, i) => {
    if (!allowedSet.has(e.question_id)) {
      throw unprocessable({ [`data_question.${i}.question_id`]: 'Питання не належить до цього тесту' });
    }
  });
  if (type === 'retest' && entries.length === 0) {
    throw unprocessable({ data_question: 'Немає відповідей' });
  }
  if (type === 'theme' && entries.length !== allowed.length) {
    throw unprocessable({ data_question: 'Потрібні відповіді на всі питання блоку' });
  }

  const byId = await repo.answersById(
    db,
    content,
    entries.map((e) => e.answer_id),
  );
  const scored = entries.map((e, i) => {
    const a = byId.get(e.answer_id);
    if (!a || a.questionId !== e.question_id) {
      throw unprocessable({ [`data_question.${i}.answer_id`]: 'Відповідь не належить до цього питання' });
    }
    return { questionId: e.question_id, answerId: e.answer_id, correct: a.correct };
  });

  const free = !hasPremium(user.premiumUntil, now);
  if (type === 'all_theme' && free && !(await openCreditDayExists(db, user.id, body.theme_id))) {
    throw forbidden(MESSAGES.creditDaily);
  }

  const correct = scored.filter((s) => s.correct).length;
  const total = type === 'all_theme' ? themeIds.length : scored.length;
  const wrongIds = scored.filter((s) => !s.correct).map((s) => s.questionId);
  // The theme's active questions are all in the snapshot, with their active answers in order.
  const correctAnswers =
    type === 'all_theme'
      ? themeIds.flatMap((questionId) =>
          (content.questions.get(questionId)?.answers ?? [])
            .filter((a) => a.correct)
            .map((a) => ({ question_id: questionId, answer_id: a.id })),
        )
      : [];
  const progressCar = type === 'all_theme' ? bestProgressCar([...state.credits, { correct, total }]) : null;
  const outcome: ResultOutcome = {
    attempt_id: body.attempt_id,
    type,
    theme_id: body.theme_id,
    idx: blockIdx,
    result: correct,
    count_question: total,
    percent: scorePercent(correct, total),
    passed: resultPassed(type, correct, total),
    time: timeS,
    wrong_question_ids: wrongIds,
    block:
      blockIdx === null
        ? null
        : {
            idx: blockIdx,
            count: allowed.length,
            errors: wrongIds.length,
            success: correct,
            status: wrongIds.length > 0 ? 'error' : 'done',
          },
    progress_car: progressCar,
    correct_answers: correctAnswers,
  };

  const written = await writeResult(db, {
    userId: user.id,
    type,
    themeId: body.theme_id,
    blockIdx,
    correct,
    total,
    timeS,
    outcome,
    scored,
    wrongIds,
    closeCreditDay: type === 'all_theme' && free,
    now,
  });
  // Another request with the same attempt id won the race: answer with what it stored.
  if (!written) return (await storedOutcome(db, user.id, body.attempt_id))!;
  return outcome;
}

async function openCreditDayExists(db: Db, userId: number, themeId: number): Promise<boolean> {
  const [row] = await db
    .select({ day: creditTestDays.day })
    .from(creditTestDays)
    .where(
      and(
        eq(creditTestDays.userId, userId),
        eq(creditTestDays.themeId, themeId),
        isNull(creditTestDays.attemptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
