import type { Question, QuestionsResponse } from '@pdr/contract/learning';
import { decodeQuestionsJson } from '@pdr/contract/questions-json';

/**
 * A test's questions from the server's `data`. Development and the unit tests check them against the contract; the
 * production build trusts the server, which builds them from the contract's types, and loads no zod (decision 115).
 */
export async function decodeQuestions(data: string): Promise<Question[]> {
  if (import.meta.env.DEV) return (await import('@pdr/contract/learning')).decodeQuestions(data);
  return decodeQuestionsJson(data) as Question[];
}

/** A test's questions as the screens use them: decoded, with the answer's meta beside them. */
export interface TestQuestions {
  meta: Omit<QuestionsResponse, 'data'>;
  questions: Question[];
}
