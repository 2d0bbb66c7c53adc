import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type DatabaseMechanism } from './db/client.ts';
import { DataLockError } from './db/data-lock.ts';
import { buildApp } from './app.ts';
import { logForm, loggerOptions } from './lib/logger.ts';
import {
  checkSandboxes,
  firstStartInChild,
  isNewEmbeddedDatabase,
  PREPARE_ARG,
  startupWrites,
} from './startup.ts';
import { overdueExamsPlugin } from './modules/exam/overdue.ts';
import { e2ePremiumPlugin } from './plugins/e2e-premium.ts';
import { e2eTeacherPlugin } from './plugins/e2e-teacher.ts';
import { e2eOperatorPlugin } from './plugins/e2e-operator.ts';
import { collectWhenIdle } from './lib/idle-collect.ts';

/** How often the server closes exams past their deadline that nobody came back to (modules/exam/overdue.ts). */
const OVERDUE_EXAMS_EVERY_MS = 30_000;

/** A new embedded database prepared in this process, which then exits (startup.ts, firstStartInChild). */
async function prepareData() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const logger = loggerOptions(config.LOG_LEVEL, undefined, logForm(config));
    await startupWrites(database, config, Fastify({ logger }).log);
  } finally {
    await database.close();
  }
}

/** What a server can be started without: each speed mechanism a bench switches off to measure it (decision 150). */
export type Mechanism = DatabaseMechanism | 'gzip-parts';

async function main(without: readonly Mechanism[]) {
  const config = loadConfig();
  if (isNewEmbeddedDatabase(config)) await firstStartInChild();
  const database = await openDatabase({
    ...config,
    without: without.filter((m): m is DatabaseMechanism => m !== 'gzip-parts'),
  });
  const app = await buildApp({
    config,
    database,
    logForm: logForm(config),
    without: without.filter((m) => m === 'gzip-parts'),
  });
  await app.register(overdueExamsPlugin, { everyMs: OVERDUE_EXAMS_EVERY_MS });
  if (config.NODE_ENV === 'test' && config.E2E_PREMIUM_PHONES.length > 0) {
    await app.register(e2ePremiumPlugin, { phones: config.E2E_PREMIUM_PHONES });
  }
  if (config.NODE_ENV === 'test' && config.E2E_TEACHER_PHONES.length > 0) {
    await app.register(e2eTeacherPlugin, { phones: config.E2E_TEACHER_PHONES });
  }
  if (config.NODE_ENV === 'test' && config.E2E_OPERATOR_PHONES.length > 0) {
    await app.register(e2eOperatorPlugin, { phones: config.E2E_OPERATOR_PHONES });
  }

  await startupWrites(database, config, app.log);
  await checkSandboxes(database, config, app.log).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const open = `${config.PUBLIC_URL.replace(/\/$/, '')}/#/`;
  app.log.info({ url: open }, `Тренажер працює: відкрийте ${open}`);
  // Memory a busy spell used goes back once the server is idle (with the launcher's --expose-gc, decision 119).
  collectWhenIdle();
}

/**
 * Serves, or with PREPARE_ARG prepares a new embedded database and exits. The server as operators run it has every
 * mechanism; `without` is for an entry of the bench's own, which starts it without some.
 */
export function run(without: readonly Mechanism[] = []): void {
  (process.argv.includes(PREPARE_ARG) ? prepareData() : main(without)).catch((error: unknown) => {
    // A wrong setting or a data folder held by another process is the operator's to fix: the message says how.
    if (error instanceof ConfigError || error instanceof DataLockError) {
      console.error(error.message);
    } else {
      console.error('Не вдалося запустити сервер:', error);
    }
    process.exit(1);
  });
}

if (import.meta.main) run();
