import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CategoryCode } from '@pdr/contract/catalog';
import type { ExamGroup } from '@pdr/contract/content-pack';
import type { ContentSnapshot, QuestionWithAnswers, ThemeRow } from '../../plugins/content-cache.ts';
import { drawExam, seededRandom } from '../exam/draw.ts';
import { appliesTo, forCategory, progressKeyOf } from './categories.ts';


const DEMO = new URL('../../../../../content/demo/', import.meta.url);

interface PackTheme {
  id: number;
  number: number;
  title: string;
  free: boolean;
  group: ExamGroup;
  categories?: string[];
}
interface PackQuestion {
  id: number;
  theme_id: number;
  text: string;
  categories?: string[];
  answers: { id: number; text: string; correct: boolean }[];
}

/** The demo pack as the content cache would hold it, read from the pack's files. */
function demoSnapshot(): ContentSnapshot {
  const themes = JSON.parse(readFileSync(new URL('themes.json', DEMO), 'utf8')) as PackTheme[];
  const questions = new Map<number, QuestionWithAnswers>();
  const questionIds = new Map<number, number[]>();
  for (const file of readdirSync(new URL('questions/', DEMO)).sort((a, b) => parseInt(a) - parseInt(b))) {
    for (const q of JSON.parse(readFileSync(new URL(`questions/${file}`, DEMO), 'utf8')) as PackQuestion[]) {
      questions.set(q.id, {
        id: q.id,
        themeId: q.theme_id,
        text: q.text,
        image: null,
        imageAlt: null,
        notes: '',
        videoUrl: null,
        categories: q.categories ?? [],
        answers: q.answers,
      });
      questionIds.set(q.theme_id, [...(questionIds.get(q.theme_id) ?? []), q.id]);
    }
  }
  const rows: ThemeRow[] = themes.map((t) => ({
    id: t.id,
    number: t.number,
    title: t.title,
    titleEn: null,
    free: t.free,
    examGroup: t.group,
    categories: t.categories ?? [],
    questionCount: questionIds.get(t.id)?.length ?? 0,
  }));
  return { version: 1, themes: rows, questionIds, questions, english: questions, answers: new Map() };
}

describe('licence categories (the one rule)', () => {
  const content = demoSnapshot();
  const themeOf = new Map(content.themes.map((t) => [t.id, t]));
  const seen = (id: number, category: string) => {
    const q = content.questions.get(id)!;
    return appliesTo(q.categories, category) && appliesTo(themeOf.get(q.themeId)!.categories, category);
  };

  it('applies what names no category to every category, and the rest to the named ones only', () => {
    expect(appliesTo([], 'C')).toBe(true);
    expect(appliesTo(['A', 'A1'], 'A1')).toBe(true);
    expect(appliesTo(['A', 'A1'], 'B')).toBe(false);
  });

  it('gives each category its common themes and its own, with its own questions only', () => {
    const a = forCategory(content, 'A');
    const c = forCategory(content, 'C');
    expect(a.themes.map((t) => t.id)).toContain(44);
    expect(a.themes.map((t) => t.id)).not.toContain(45);
    expect(c.themes.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2, 12, 46, 47]));
    expect(c.themes.map((t) => t.id)).not.toContain(44);
    for (const view of [a, c]) {
      for (const t of view.themes) {
        const ids = view.questionIds.get(t.id)!;
        expect(t.questionCount).toBe(ids.length);
        for (const id of ids) expect(seen(id, view.category), `${view.category}: ${id}`).toBe(true);
      }
    }
    expect(forCategory(content, 'A')).toBe(a); // built once per snapshot and category
  });

  it('shares the progress of a theme every category sees whole, and splits a theme categories see in part', () => {
    const b = forCategory(content, 'B');
    expect(b.progressKeys.get(1)).toBe('');
    expect(b.progressKeys.get(12)).toBe('B');
    expect(forCategory(content, 'C').progressKeys.get(12)).toBe('C');
    expect(progressKeyOf(content, 12, null)).toBe('');
    expect(progressKeyOf(content, 1, 'C')).toBe('');
  });

  it('knows which categories the demo pack has a full exam for', () => {
    for (const code of ['A', 'A1', 'B', 'B1', 'BE', 'C', 'C1', 'CE', 'C1E'] as const) {
      expect(forCategory(content, code).fullExam, code).toBe(true);
    }
    for (const code of ['D', 'D1', 'DE', 'D1E', 'T'] as const) {
      expect(forCategory(content, code).fullExam, code).toBe(false);
      expect(forCategory(content, code).examPool.vehicle).toEqual([]);
    }
  });

  it('never draws a question of another category in 10,000 exams per category', () => {
    const random = seededRandom(2026);
    for (const category of ['A', 'B', 'C'] as CategoryCode[]) {
      const view = forCategory(content, category);
      const design = new Set(view.examPool.vehicle);
      for (let i = 0; i < 10_000; i++) {
        const exam = drawExam(view.examPool, random);
        expect(exam).toHaveLength(20);
        let vehicle = 0;
        for (const id of exam) {
          if (!seen(id, category)) throw new Error(`${category}: exam ${i} drew question ${id}`);
          if (design.has(id)) vehicle += 1;
        }
        if (vehicle !== 4) throw new Error(`${category}: exam ${i} has ${vehicle} design questions`);
      }
    }
  });
});
