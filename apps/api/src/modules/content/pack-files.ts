import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/** One finding about a pack: the file (relative to the pack), a JSON path in it (`$` = the whole file), a message. */
export interface Problem {
  level: 'error' | 'warning';
  file: string;
  path: string;
  message: string;
}

export type PathSegment = string | number;

/** `$[3].answers[1].correct` */
export function jsonPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

export function formatProblem(problem: Problem): string {
  const where = problem.path === '$' ? problem.file : `${problem.file} ${problem.path}`;
  return `${problem.level === 'error' ? 'помилка' : 'увага'}: ${where}: ${problem.message}`;
}

/** Collects problems; `at(file)` gives a reporter bound to one file. */
export class Problems {
  readonly list: Problem[] = [];

  error(file: string, at: readonly PathSegment[], message: string): void {
    this.list.push({ level: 'error', file, path: jsonPath(at), message });
  }

  warning(file: string, at: readonly PathSegment[], message: string): void {
    this.list.push({ level: 'warning', file, path: jsonPath(at), message });
  }

  get errorCount(): number {
    return this.list.filter((p) => p.level === 'error').length;
  }

  zod(file: string, prefix: readonly PathSegment[], error: z.ZodError): void {
    for (const issue of error.issues) {
      const at = [...prefix, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
      this.error(file, at, issue.message);
    }
  }
}

/** Reads and parses a JSON file; a missing or broken file is reported and gives `undefined`. */
export async function readJson(
  dir: string,
  file: string,
  problems: Problems,
  options: { optional?: boolean } = {},
): Promise<unknown> {
  let source: string;
  try {
    source = await readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      if (!options.optional) problems.error(file, [], 'файл відсутній');
      return undefined;
    }
    throw error;
  }
  try {
    return JSON.parse(source.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    problems.error(file, [], `некоректний JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Parses an array file item by item, so that one bad item does not hide the problems of the others.
 * Gives the items that passed, each with its index in the file.
 */
export function parseItems<T>(
  file: string,
  data: unknown,
  item: z.ZodType<T>,
  problems: Problems,
): Array<{ value: T; index: number }> {
  if (data === undefined) return [];
  if (!Array.isArray(data)) {
    problems.error(file, [], 'має бути масивом');
    return [];
  }
  const out: Array<{ value: T; index: number }> = [];
  data.forEach((raw: unknown, index) => {
    const parsed = item.safeParse(raw);
    if (parsed.success) out.push({ value: parsed.data, index });
    else problems.zod(file, [index], parsed.error);
  });
  return out;
}

/** File names in a folder (no sub-folders, no hidden files), in natural order: 2.json before 10.json. */
export async function listFiles(dir: string): Promise<string[] | undefined> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
