import { sql } from 'drizzle-orm';
import { inLanguage } from '@pdr/contract/language';
import { learningMessages } from '@pdr/contract/learning';
import {
  STATS_MIN_LEARNERS,
  type HardQuestion,
  type HardQuestionsResponse,
  type QuestionStats,
} from '@pdr/contract/stats';
import type { CategoryCode } from '@pdr/contract/catalog';
import type { Db } from '../../db/client.ts';
import { integerArray } from '../../db/integer-array.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ContentSnapshot } from '../../plugins/content-cache.ts';
import { forCategory } from '../content/categories.ts';

/** How old the figures may be: a lesson's reads never count, they read this (issue 51: every few minutes). */
export const STATS_REFRESH_MS = 5 * 60_000;

const perDatabase = new WeakMap<Db, AnswerStats>();

/** The figures of a database, one reader per database for the learners' route and the console's. */
export function answerStatsOf(db: Db): AnswerStats {
  let stats = perDatabase.get(db);
  if (!stats) perDatabase.set(db, (stats = new AnswerStats(db)));
  return stats;
}

/** Per question, the learners who chose each answer first. */
type Choices = ReadonlyMap<number, ReadonlyMap<number, number>>;

/**
 * The first answers of every question, read in one statement (answer_choices: a row per question and answer
 * chosen, kept by the review cards' trigger) at most every STATS_REFRESH_MS; readers meanwhile get the figures of
 * the last read, and reads that come together share one statement.
 */
export class AnswerStats {
  private choices: Choices = new Map();
  private readAt = 0;
  private reading: Promise<void> | null = null;

  private readonly db: Db;
  private readonly refreshMs: number;
  private readonly clock: () => number;

  constructor(db: Db, refreshMs = STATS_REFRESH_MS, clock: () => number = Date.now) {
    this.db = db;
    this.refreshMs = refreshMs;
    this.clock = clock;
  }

  /** When the figures were read (ms since the epoch; 0 before the first read). */
  get refreshedAt(): number {
    return this.readAt;
  }

  async current(): Promise<Choices> {
    if (this.clock() - this.readAt >= this.refreshMs) {
      this.reading ??= this.load().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return this.choices;
  }

  private async load(): Promise<void> {
    const rows = rowsOf<{ question_id: number; answer_id: number; learners: number }>(
      await this.db.execute(sql`select question_id, answer_id, learners from answer_choices`),
    );
    const choices = new Map<number, Map<number, number>>();
    for (const r of rows) {
      let answers = choices.get(r.question_id);
      if (!answers) choices.set(r.question_id, (answers = new Map()));
      answers.set(r.answer_id, r.learners);
    }
    this.choices = choices;
    this.readAt = this.clock();
  }
}

interface Figures {
  learners: number;
  right: number;
  /** The answer chosen first most often (the lower id on a tie), with its learners. */
  top: { id: number; learners: number } | null;
}

/** A question's figures against today's key: the answers it has now, the right ones among them. */
function figuresOf(content: ContentSnapshot, questionId: number, choices: Choices): Figures | null {
  const question = content.questions.get(questionId);
  if (!question) return null;
  const chosen = choices.get(questionId);
  let learners = 0;
  let right = 0;
  let top: Figures['top'] = null;
  for (const answer of question.answers) {
    const n = chosen?.get(answer.id) ?? 0;
    learners += n;
    if (answer.correct) right += n;
    if (n > 0 && (!top || n > top.learners)) top = { id: answer.id, learners: n };
  }
  return { learners, right, top };
}

/** `GET /api/questions/{id}/stats`. */
export async function questionStats(
  content: ContentSnapshot,
  stats: AnswerStats,
  questionId: number,
): Promise<QuestionStats> {
  const figures = figuresOf(content, questionId, await stats.current());
  if (!figures) throw notFound(learningMessages.questionNotFound);
  const { learners, right } = figures;
  return { learners, right_share: learners >= STATS_MIN_LEARNERS ? right / learners : null };
}

const HARD_LIST_SIZE = 100;

/** The console's 'Складні питання' of a category: likely errors of the key first, then the least often right. */
export async function hardQuestions(
  db: Db,
  content: ContentSnapshot,
  stats: AnswerStats,
  category: CategoryCode,
): Promise<HardQuestionsResponse> {
  const choices = await stats.current();
  const view = forCategory(content, category);
  const themes = new Map(view.themes.map((t) => [t.id, t]));
  const found: Array<Omit<HardQuestion, 'open_reports'>> = [];
  for (const id of view.visible) {
    const figures = figuresOf(content, id, choices);
    if (!figures?.top || figures.learners < STATS_MIN_LEARNERS) continue;
    const question = content.questions.get(id)!;
    const theme = themes.get(question.themeId)!;
    const top = question.answers.find((a) => a.id === figures.top!.id)!;
    found.push({
      question_id: id,
      theme_number: theme.number,
      theme_title: inLanguage(theme.title, theme.titleEn),
      text: question.text,
      learners: figures.learners,
      right_share: figures.right / figures.learners,
      top_answer: { id: top.id, text: top.text, learners: figures.top.learners },
      top_is_key: top.correct,
    });
  }
  found.sort(
    (a, b) =>
      Number(a.top_is_key) - Number(b.top_is_key) ||
      a.right_share - b.right_share ||
      a.question_id - b.question_id,
  );
  const listed = found.slice(0, HARD_LIST_SIZE);
  const reports = new Map(
    rowsOf<{ question_id: number; n: number }>(
      await db.execute(sql`
        select question_id, count(*)::integer as n from question_reports
        where state = 'open' and question_id = any(${integerArray(listed.map((q) => q.question_id))})
        group by question_id`),
    ).map((r) => [r.question_id, r.n]),
  );
  return {
    questions: listed.map((q) => ({ ...q, open_reports: reports.get(q.question_id) ?? 0 })),
    refreshed_at: new Date(stats.refreshedAt).toISOString(),
  };
}
