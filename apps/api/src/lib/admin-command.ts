import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { Db } from '../db/client.ts';

/**
 * One command of `npm run admin`. Each module exports its own commands; cli/router.ts only finds the command by
 * name, parses its arguments with node:util parseArgs and runs it (docs/decisions/146-admin-commands-per-module.md).
 */
export class AdminError extends Error {}

export interface CommandArgs {
  positional: string[];
  options: Record<string, string | undefined>;
}

export interface AdminCommand {
  name: string;
  /** The string options it takes (`--city <місто>`); every option needs a value. */
  options?: readonly string[];
  run(db: Db, args: CommandArgs, now: Date): Promise<string[]>;
}

interface NodeArgsError {
  code?: string;
  message: string;
}

/** parseArgs with the command's string options; its errors become AdminError in Ukrainian. */
export function parseCommandArgs(args: string[], optionNames: readonly string[] = []): CommandArgs {
  const options: ParseArgsOptionsConfig = {};
  for (const name of optionNames) options[name] = { type: 'string' };
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { positional: positionals, options: values as Record<string, string | undefined> };
  } catch (error) {
    const e = error as NodeArgsError;
    const option = /'(-{1,2}[^'\s]+)/.exec(e.message)?.[1] ?? '';
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new AdminError(`Параметр ${option} потребує значення`);
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new AdminError(`Невідомий параметр ${option} для цієї команди`);
    throw new AdminError(`Не вдалося розібрати параметри: ${e.message}`);
  }
}
