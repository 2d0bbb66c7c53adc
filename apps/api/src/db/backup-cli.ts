import { loadConfig } from '../config.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';

/** The lines of `npm run admin -- --help` about backups. */
export const BACKUP_USAGE = `  backup <файл>
        резервна копія бази даних у файл (вбудована база: tar.gz її теки, сервер зупинено; PostgreSQL: pg_dump -Fc)
  restore <файл> [--force]
        відновити базу з копії (сервер зупинено); базу з даними замінює лише з --force`;

function oneFile(args: string[], command: string, allowed: string[]): { file: string; flags: Set<string> } {
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter((f) => !allowed.includes(f));
  if (unknown.length > 0)
    throw new BackupError(`Невідомий параметр ${unknown[0]}. Використання:\n${BACKUP_USAGE}`);
  if (files.length !== 1) {
    throw new BackupError(`${command}: потрібен один файл. Використання:\n${BACKUP_USAGE}`);
  }
  return { file: files[0]!, flags };
}

/** npm run admin -- backup <file>: answers the lines to print. */
export async function backup(args: string[]): Promise<string[]> {
  const { file } = oneFile(args, 'backup', []);
  const result = await backupDatabase(loadConfig(), file);
  return [
    `Резервну копію ${result.driver === 'postgres' ? 'PostgreSQL' : 'вбудованої бази'} записано: ${result.file}`,
  ];
}

/** npm run admin -- restore <file> [--force]: answers the lines to print. */
export async function restore(args: string[]): Promise<string[]> {
  const { file, flags } = oneFile(args, 'restore', ['--force']);
  const result = await restoreDatabase(loadConfig(), file, { force: flags.has('--force') });
  return [
    `Базу даних відновлено з ${result.file}. Запустіть сервер: він застосує міграції, новіші за копію`,
    ...(result.replacedKeptAt
      ? [`Попередню базу збережено в ${result.replacedKeptAt}; видаліть цю теку, коли перевірите відновлену`]
      : []),
  ];
}
