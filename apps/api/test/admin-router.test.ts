import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AdminError } from '../src/lib/admin-command.ts';
import { ADMIN_COMMANDS, ADMIN_USAGE, runAdminCommand } from '../src/cli/router.ts';
import type { Db } from '../src/db/client.ts';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** `npm run admin` is a thin router over the commands each module owns (decision 146). */
describe('the admin command router', () => {
  // The router refuses before it touches the database, so no database is needed here.
  const db = {} as Db;

  it('knows every command of the usage text, and the usage names every command', () => {
    for (const name of ADMIN_COMMANDS.keys()) expect(ADMIN_USAGE).toContain(`  ${name}`);
    for (const name of [
      'create-school',
      'set-teacher',
      'orders',
      'refund',
      'price',
      'feedback',
      'operator',
      'no-operator',
    ])
      expect(ADMIN_COMMANDS.has(name), name).toBe(true);
  });

  it('answers help with the usage and an unknown command with AdminError', async () => {
    expect(await runAdminCommand(db, ['help'])).toEqual([ADMIN_USAGE]);
    await expect(runAdminCommand(db, ['fly'])).rejects.toThrow(/^Невідома команда «fly»/);
  });

  it('refuses unknown options and options without a value in Ukrainian, through parseArgs', async () => {
    await expect(runAdminCommand(db, ['create-school', 'Рух', '--town', 'Львів'])).rejects.toThrow(
      'Невідомий параметр --town для цієї команди',
    );
    await expect(runAdminCommand(db, ['create-school', 'Рух', '--city'])).rejects.toThrow(
      'Параметр --city потребує значення',
    );
    await expect(runAdminCommand(db, ['refund', '--force'])).rejects.toBeInstanceOf(AdminError);
  });

  it('has no import circle among the modules’ admin files', () => {
    const stack: string[] = [];
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (file: string) => {
      if (stack.includes(file)) {
        cycles.push(
          [...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(src, f)).join(' -> '),
        );
        return;
      }
      if (done.has(file)) return;
      stack.push(file);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from '(\.[^']+\.ts)'/g))
        visit(path.resolve(path.dirname(file), spec!));
      stack.pop();
      done.add(file);
    };
    visit(path.join(src, 'cli/admin.ts'));
    expect(cycles).toEqual([]);
    expect(done.size).toBeGreaterThan(10);
  });
});
