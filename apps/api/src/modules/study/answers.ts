import type { z } from 'zod';
import { learningMessages, type AnswerEntry } from '@pdr/contract/learning';
import { unprocessable } from '../../lib/http-errors.ts';

/**
 * The submitted answers (`data_question`) arrive as a JSON string inside a form field, so the contract cannot
 * check them before the route does: this parses them against the caller's list schema (each kind of test has
 * its own bounds) and names the failing entry in the field errors. The exam leaves repeats to its own check
 * against the recorded answers, so refusing a repeated question is the caller's choice.
 */
export function parseAnswerEntries(
  raw: string,
  schema: z.ZodType<AnswerEntry[]>,
  options: { unique: boolean },
): AnswerEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw unprocessable({ data_question: learningMessages.answersNotList });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw unprocessable({ [['data_question', ...issue.path].join('.')]: issue.message });
  }
  if (options.unique) {
    const seen = new Set<number>();
    parsed.data.forEach((e, i) => {
      if (seen.has(e.question_id))
        throw unprocessable({ [`data_question.${i}.question_id`]: learningMessages.questionRepeated });
      seen.add(e.question_id);
    });
  }
  return parsed.data;
}
