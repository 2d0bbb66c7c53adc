import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataLockError } from '../db/data-lock.ts';
import { seedReferenceData } from '../db/seed.ts';
import { AdminError } from '../lib/admin-command.ts';
import { ADMIN_USAGE, runAdminCommand } from './router.ts';
import { BACKUP_USAGE, backup, restore } from '../db/backup-cli.ts';
import { BackupError } from '../db/backup-error.ts';

/** Commands that work on the database file or server as a whole: they open it their own way. */
const WHOLE_DATABASE_COMMANDS: Record<string, (args: string[]) => Promise<string[]>> = { backup, restore };

/** npm run admin -- <command>: the operator's tool for schools, groups, teachers and Premium. */
async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(`${ADMIN_USAGE}\n\nРезервні копії:\n${BACKUP_USAGE}`);
    return args.length === 0 ? 1 : 0;
  }
  const wholeDatabase = WHOLE_DATABASE_COMMANDS[args[0]!];
  if (wholeDatabase) {
    for (const line of await wholeDatabase(args.slice(1))) console.log(line);
    return 0;
  }
  const database = await openDatabase(loadConfig());
  try {
    await seedReferenceData(database.db);
    for (const line of await runAdminCommand(database.db, args)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof AdminError ||
      error instanceof ConfigError ||
      error instanceof DataLockError ||
      error instanceof BackupError
    ) {
      console.error(error.message);
    } else console.error('Команда не виконана:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
