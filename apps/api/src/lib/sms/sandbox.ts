import { appendFileSync } from 'node:fs';
import type { SmsSender } from './sender.ts';

export interface SandboxOptions {
  /** Receives the one JSON line per message; standard output by default. */
  write?: (line: string) => void;
  /** Also append the line here (development and tests only). */
  outboxFile?: string | undefined;
}

/**
 * The default provider: nothing leaves the machine. Each message becomes exactly one JSON line on standard output,
 * `{"sms":{"phone":"+380…","text":"…"}}`; this is the only place where a recovery code is ever written.
 */
export function createSandboxSms(options: SandboxOptions = {}): SmsSender {
  const write = options.write ?? ((line: string) => void process.stdout.write(line));
  return {
    provider: 'sandbox',
    async send(phone, text) {
      const line = `${JSON.stringify({ sms: { phone, text } })}\n`;
      write(line);
      if (options.outboxFile) appendFileSync(options.outboxFile, line, { mode: 0o600 });
    },
  };
}
