import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { packQuestions, rightAnswer, themeQuestions, type PackQuestion } from './demo-pack.ts';

/** The header that carries a learner's token to the API. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One answer of a result: the question and the answer chosen for it. */
export interface ResultEntry {
  question_id: number;
  answer_id: number;
}

const byId = new Map(packQuestions.map((q) => [q.id, q]));

/** Every question answered right. */
export const allRight = (questions: PackQuestion[]): ResultEntry[] =>
  questions.map((q) => ({ question_id: q.id, answer_id: rightAnswer(q) }));

/** The pack's questions of a test payload the API sends (base64 JSON, spec 'encrypted'), in its order. */
export async function questionsSent(request: APIRequestContext, token: string, url: string) {
  const res = await request.get(url, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: string };
  const ids = (JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { id: number }[]).map((q) => q.id);
  return ids.map((id) => byId.get(id)!);
}

/** Posts a finished test's answers with a new attempt id and expects the server to take them (200). */
async function postAnswers(
  request: APIRequestContext,
  token: string,
  url: string,
  fields: Record<string, unknown>,
  entries: ResultEntry[],
) {
  const data = { attempt_id: randomUUID(), ...fields, data_question: JSON.stringify(entries) };
  const res = await request.post(url, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(200);
}

/** Records a finished lesson or retest through POST /api/result/successful. */
export async function postLessonResult(
  request: APIRequestContext,
  token: string,
  result: { type: 'theme' | 'retest'; themeId: number; idx: number; time: number; entries: ResultEntry[] },
): Promise<void> {
  const { type, themeId, idx, time, entries } = result;
  await postAnswers(
    request,
    token,
    '/api/result/successful',
    { type, theme_id: themeId, idx, time },
    entries,
  );
}

/** Finishes lesson `idx` of a theme with every answer right; its questions are 20·idx to 20·idx+19 in the pack. */
export async function passLesson(
  request: APIRequestContext,
  token: string,
  themeId: number,
  idx: number,
  block = themeQuestions(themeId).slice(idx * 20, idx * 20 + 20),
) {
  await postLessonResult(request, token, {
    type: 'theme',
    themeId,
    idx,
    time: 300,
    entries: allRight(block),
  });
}

/** Starts a theme's credit test through the API and sends it back with every answer right. */
export async function passCredit(request: APIRequestContext, token: string, themeId: number): Promise<void> {
  const questions = await questionsSent(
    request,
    token,
    `/api/get-all-questions-themes-crypt?theme_id=${themeId}`,
  );
  const fields = { type: 'all_theme', theme_id: themeId, time: 600 };
  await postAnswers(request, token, '/api/test-successful', fields, allRight(questions));
}

/** Every lesson of a theme the API gives this learner, all answers right; then its credit test unless told not to. */
export async function finishTheme(request: APIRequestContext, token: string, themeId: number, credit = true) {
  const res = await request.get(`/api/theme/block/${themeId}/all`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { blocks } = (await res.json()) as { blocks: { idx: number }[] };
  for (const { idx } of blocks) {
    const block = await questionsSent(request, token, `/api/theme/block/${themeId}/${idx}`);
    await passLesson(request, token, themeId, idx, block);
  }
  if (credit) await passCredit(request, token, themeId);
}
