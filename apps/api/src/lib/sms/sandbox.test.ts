import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandboxSms } from './sandbox.ts';
import { createSmsSender, sandboxOutboxPath } from './sms.ts';
import { loadConfig } from '../../config.ts';

describe('sandbox SMS provider', () => {
  it('writes exactly one JSON line {"sms":{phone,text}} per message', async () => {
    const lines: string[] = [];
    await createSandboxSms({ write: (line) => lines.push(line) }).send('+380671234567', 'Код: 123456');
    expect(lines).toEqual(['{"sms":{"phone":"+380671234567","text":"Код: 123456"}}\n']);
  });

  it('appends the same line to the outbox file when one is given', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'outbox.jsonl');
    const sms = createSandboxSms({ write: () => {}, outboxFile: file });
    await sms.send('+380671234567', 'one');
    await sms.send('+380501234567', 'two');
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toEqual([
      { sms: { phone: '+380671234567', text: 'one' } },
      { sms: { phone: '+380501234567', text: 'two' } },
    ]);
  });

  it('keeps the outbox in DATA_DIR, or a per-port temp file for an in-memory database', () => {
    expect(sandboxOutboxPath({ DATA_DIR: '/srv/pdr', PORT: 3000 })).toBe('/srv/pdr/sms-outbox.jsonl');
    expect(sandboxOutboxPath({ DATA_DIR: 'memory://', PORT: 3202 })).toBe(
      path.join(os.tmpdir(), 'pdr-sms-outbox-3202.jsonl'),
    );
  });

  it('is the default provider; turbosms is chosen by SMS_PROVIDER', () => {
    expect(createSmsSender(loadConfig({})).provider).toBe('sandbox');
    expect(createSmsSender(loadConfig({ SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: 't' })).provider).toBe(
      'turbosms',
    );
  });
});
