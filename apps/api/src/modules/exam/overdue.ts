import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { kyivDay } from '../../lib/kyiv-day.ts';
import * as repo from './repository.ts';
import { closeWith, stateOf } from './service.ts';
import { ANSWER_GRACE_MS, endReason } from './rules.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * An exam ends at its deadline whether or not the learner ever comes back (decision 040). A learner's own calls
 * close an overdue exam as they read it; this closes the ones nobody reads, so that history, readiness and the
 * teacher's table show them as not passed soon after their deadline, not at the learner's next exam call.
 */

/** Exams closed per pass: a backlog (after downtime, say) is worked off over a few passes. */
const PASS_LIMIT = 200;

/** Closes open exams past their deadline and its grace as of `now`, as their own reads would; answers how many. */
export async function closeOverdueExams(db: Db, cache: ContentCache, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select id, user_id as "userId" from exam_sessions
    where closed_at is null and deadline_at < ${new Date(now.getTime() - ANSWER_GRACE_MS).toISOString()}::timestamptz
    order by deadline_at limit ${PASS_LIMIT}`);
  const overdue = rowsOf<{ id: string; userId: number }>(result);
  let closed = 0;
  for (const { id, userId } of overdue) {
    const read = await repo.readExam(db, userId, { examId: id, day: kyivDay(now) });
    const exam = read.exam;
    const reason = exam && exam.closedAt === null ? endReason(stateOf(exam), now) : null;
    if (!exam || !reason) continue;
    // Another instance, or the learner's own request, may close it first: then nothing is written here.
    if (await closeWith({ db, now }, await cache.at(read.contentVersion), exam, reason)) closed += 1;
  }
  return closed;
}

/** Runs closeOverdueExams every `everyMs` on the exam's clock; a failed pass is logged and the next one tries again. */
export const overdueExamsPlugin = fp(
  async (app: FastifyInstance, opts: { everyMs: number }) => {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return; // a slow pass is not overlapped by the next
      running = closeOverdueExams(app.db, app.contentCache, app.examClock.now())
        .then((n) => {
          if (n > 0) app.log.info({ closed: n }, 'overdue exams closed at their deadline');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'closing overdue exams failed'))
        .finally(() => {
          running = null;
        });
    }, opts.everyMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'overdue-exams', dependencies: ['exam'] },
);
