import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question, QuestionsResponse } from '@pdr/contract/learning';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { decodeQuestions } from '../utils/decode-questions.ts';

export interface TestQuestions {
  meta: Omit<QuestionsResponse, 'data'>;
  questions: Question[];
}

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

/** One request brings the whole test; moving between questions needs no network. */
export async function getTestQuestions(source: QuestionSource): Promise<TestQuestions> {
  const { path, query } = pathOf(source);
  const { data, ...meta } = await apiRequest(path, {
    schema: () => import('@pdr/contract/learning').then((m) => m.questionsResponseSchema),
    ...(query ? { query } : {}),
  });
  return { meta, questions: await decodeQuestions(data) };
}

/** The test in progress: seeded by the map when a test starts, fetched from the server session after a reload. */
export const testQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.testQuestions,
    queryFn: () => getTestQuestions({ kind: 'session' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useTestQuestions(enabled: boolean) {
  return useQuery({ ...testQuestionsQueryOptions(), enabled });
}
