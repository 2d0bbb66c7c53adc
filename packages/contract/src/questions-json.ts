/**
 * The questions of a test travel as base64 of their JSON (spec: 'encrypted'): the JSON, unchecked. Without zod, so
 * the web app can decode them without loading it (decision 115); learning.ts's decodeQuestions checks them.
 */
export function decodeQuestionsJson(data: string): unknown {
  const binary = atob(data);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}
