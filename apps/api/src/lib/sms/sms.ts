import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createSandboxSms } from './sandbox.ts';
import { createTurboSms } from './turbosms.ts';
import type { SmsSender } from './sender.ts';

/**
 * Where the sandbox also appends its messages outside production, so that end-to-end tests can read the code
 * without access to the server's stdout: <DATA_DIR>/sms-outbox.jsonl, or a per-port file in the temp folder when
 * the database lives in memory.
 */
export function sandboxOutboxPath(config: Pick<Config, 'DATA_DIR' | 'PORT'>): string {
  return config.DATA_DIR.startsWith('memory://')
    ? path.join(os.tmpdir(), `pdr-sms-outbox-${config.PORT}.jsonl`)
    : path.resolve(config.DATA_DIR, 'sms-outbox.jsonl');
}

export function createSmsSender(config: Config): SmsSender {
  if (config.SMS_PROVIDER === 'turbosms') {
    return createTurboSms({
      url: config.TURBOSMS_URL,
      token: config.TURBOSMS_TOKEN ?? '',
      sender: config.TURBOSMS_SENDER,
    });
  }
  return createSandboxSms({
    outboxFile: config.NODE_ENV === 'production' ? undefined : sandboxOutboxPath(config),
  });
}
