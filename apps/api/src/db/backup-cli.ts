import { loadConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { COUNTED_TABLES, type RowCounts } from './backup-rows.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

/** The lines of `npm run admin -- --help` about backups. */
export const BACKUP_USAGE = `  backup <файл>
        резервна копія бази даних і зображень у файл (tar: дамп бази її власним інструментом і теку images;
        вбудована база — сервер зупинено; PostgreSQL — pg_dump -Fc); файл лише для власника (0600)
  restore <файл> [--force]
        відновити базу й зображення з копії (сервер зупинено); базу з даними замінює лише з --force.
        Спершу перевіряє весь файл; за будь-якої помилки база й зображення лишаються як були`;

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

/** 1536 → "1,5 КБ": the size as an operator reads it. */
export function humanSize(bytes: number): string {
  const units = ['байт', 'КБ', 'МБ', 'ГБ', 'ТБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(1).replace('.', ',');
  return `${shown} ${units[unit]}`;
}

function counted(rows: RowCounts, pictures: number): string {
  const parts = Object.entries(rows).map(([table, n]) => `${COUNTED_TABLES[table] ?? table} ${n}`);
  return [...parts, `зображень ${pictures}`].join(', ');
}

/** npm run admin -- backup <file>: answers the lines to print. */
export async function backup(args: string[]): Promise<string[]> {
  const { file } = oneFile(args, 'backup', []);
  const result = await backupDatabase(loadConfig(), file);
  return [
    `Резервну копію ${result.driver === 'postgres' ? 'PostgreSQL' : 'вбудованої бази'} записано: ${result.file} (${humanSize(result.bytes)}, лише для власника)`,
    `У ній: ${counted(result.rows, result.pictures)}`,
  ];
}

/** npm run admin -- restore <file> [--force]: answers the lines to print. */
export async function restore(args: string[]): Promise<string[]> {
  const { file, flags } = oneFile(args, 'restore', ['--force']);
  const result = await restoreDatabase(loadConfig(), file, { force: flags.has('--force') });
  const { manifest } = result;
  return [
    `Базу даних відновлено з ${result.file}. Запустіть сервер: він застосує міграції, новіші за копію`,
    manifest
      ? `Відновлено: ${counted(manifest.rows, manifest.pictures.files)}`
      : 'Це копія старого вигляду, без зображень: теку зображень DATA_DIR/images не змінено',
    ...(result.replacedKeptAt
      ? [`Попередню базу збережено в ${result.replacedKeptAt}; видаліть цю теку, коли перевірите відновлену`]
      : []),
    ...(result.picturesKeptAt ? [`Попередні зображення збережено в ${result.picturesKeptAt}`] : []),
  ];
}
