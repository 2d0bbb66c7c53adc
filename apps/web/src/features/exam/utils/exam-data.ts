import type { ExamResponse } from '@pdr/contract/exam';
import type { Question } from '@pdr/contract/learning';
import { decodeQuestions } from '@/lib/decode-questions.ts';

/** An exam as the screens use it: the questions decoded, and when the answer came (the clock counts from it). */
export interface ExamData extends Omit<ExamResponse, 'data'> {
  questions: Question[];
  /** Epoch ms on this device when the server's `seconds_left` was read. */
  receivedAt: number;
}

export async function toExamData(response: ExamResponse, receivedAt = Date.now()): Promise<ExamData> {
  const { data, ...rest } = response;
  return { ...rest, questions: await decodeQuestions(data), receivedAt };
}

/**
 * The deadline on this device's clock: the server's seconds left counted from when they arrived, so a device
 * whose clock is set wrong still shows the server's 20 minutes.
 */
export function examDeadline(exam: Pick<ExamData, 'seconds_left' | 'receivedAt'>): number {
  return exam.receivedAt + exam.seconds_left * 1000;
}
