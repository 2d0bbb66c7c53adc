import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { currentUserId, keep, kept } from '@/lib/offline-store.ts';
import { offlineQuestions, offlineTheme } from '@/lib/offline-themes.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { decodeQuestions, type TestQuestions } from '@/lib/decode-questions.ts';

/** Where a test's questions come from: a block lesson, a retest of its mistakes, or a credit test. */
export type QuestionSource =
  | { kind: 'block'; themeId: number; idx: number }
  | { kind: 'retest'; themeId: number; idx: number }
  | { kind: 'credit'; themeId: number }
  | { kind: 'session' };

function pathOf(source: QuestionSource): { path: string; query?: Record<string, number> } {
  switch (source.kind) {
    case 'block':
      return { path: `/theme/block/${source.themeId}/${source.idx}` };
    case 'retest':
      return { path: `/result/incorrect/${source.themeId}/${source.idx}` };
    case 'credit':
      return { path: '/get-all-questions-themes-crypt', query: { theme_id: source.themeId } };
    case 'session':
      return { path: '/get-question-from-session-crypt' };
  }
}

/** A test's questions from a theme kept on the device, when the network is gone (decision 137). */
async function offlineTest(source: QuestionSource): Promise<TestQuestions | undefined> {
  const user = currentUserId();
  if (user === null) return undefined;
  // A reload in the middle of a test: the test kept when it began.
  if (source.kind === 'session') return kept<TestQuestions>(user, 'test');
  const theme = await offlineTheme(source.themeId);
  if (!theme) return undefined;
  const idx = source.kind === 'credit' ? null : source.idx;
  const questions = offlineQuestions(theme, source.kind, idx ?? 0);
  // A block locked when the theme was saved is not on the device: it waits for the network.
  if (questions.length === 0) return undefined;
  const type = source.kind === 'block' ? 'theme' : source.kind === 'retest' ? 'retest' : 'all_theme';
  return {
    meta: {
      type,
      theme_id: source.themeId,
      idx,
      count: questions.length,
      reveal: type !== 'all_theme',
      started_at: new Date().toISOString(),
    },
    questions,
  };
}

/**
 * One request brings the whole test; moving between questions needs no network. The test is kept on the device
 * for a reload with no network; with none at the start, a theme kept on the device gives it.
 */
export async function getTestQuestions(source: QuestionSource): Promise<TestQuestions> {
  const { path, query } = pathOf(source);
  let test: TestQuestions;
  try {
    const { data, ...meta } = await apiRequest(path, {
      schema: () => import('@pdr/contract/learning').then((m) => m.questionsResponseSchema),
      ...(query ? { query } : {}),
    });
    test = { meta, questions: await decodeQuestions(data) };
  } catch (error) {
    const local = error instanceof ApiError && error.status === 0 ? await offlineTest(source) : undefined;
    if (!local) throw error;
    return local;
  }
  const user = currentUserId();
  if (user !== null && source.kind !== 'session') await keep(user, 'test', test).catch(() => undefined);
  return test;
}

/** The test in progress: seeded by the map when a test starts, fetched from the server session after a reload. */
export const testQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.testQuestions,
    queryFn: () => getTestQuestions({ kind: 'session' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    networkMode: 'always',
  });

export function useTestQuestions(enabled: boolean) {
  return useQuery({ ...testQuestionsQueryOptions(), enabled });
}
