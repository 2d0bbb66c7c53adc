import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * As an operator sees it, the start says the address to open, in JSON lines under a service
 * manager (no terminal) and in readable lines in a terminal, unless NODE_ENV=production is set (decision 133).
 */

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const hasScript = spawnSync('script', ['--version']).status === 0;
const OPEN_LINE = 'Тренажер працює: відкрийте';

/** Starts the server (in a pseudo-terminal through util-linux `script` when asked) until it prints the open line. */
async function startLog(env: Record<string, string>, terminal: boolean): Promise<string> {
  const port = String(await freePort());
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: 'memory://',
    HOST: '127.0.0.1',
    PORT: port,
    ...env,
  };
  const child = terminal
    ? spawn('script', ['-qfec', `"${process.execPath}" "${main}"`, '/dev/null'], { env: fullEnv })
    : spawn(process.execPath, [main], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no open line in:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (stripVTControlCharacters(output).includes('/#/')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before its open line:\n${output}`));
    });
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return stripVTControlCharacters(output).replaceAll('\r', '');
}

describe('the start log', () => {
  it('is JSON lines without a terminal, and names the public address to open', async () => {
    const log = await startLog(
      { PUBLIC_URL: 'https://pdr.example.ua/', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' },
      false,
    );
    const lines = log.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const open = lines
      .map((l) => JSON.parse(l) as { msg: string; url?: string })
      .find((l) => l.msg.startsWith(OPEN_LINE));
    expect(open).toEqual(
      expect.objectContaining({
        msg: `${OPEN_LINE} https://pdr.example.ua/#/`,
        url: 'https://pdr.example.ua/#/',
      }),
    );
  }, 90_000);

  it.skipIf(!hasScript)(
    'is readable lines in a terminal, and JSON there too with NODE_ENV=production',
    async () => {
      const readable = await startLog({}, true);
      expect(readable).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: Тренажер працює: відкрийте http:\/\/localhost:\d+\/#\/$/m,
      );
      expect(readable).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: SMS у режимі пісочниці/m);
      expect(readable).not.toMatch(/^\{"level"/m);

      const json = await startLog({ NODE_ENV: 'production' }, true);
      expect(json).toMatch(
        /^\{"level":30,.*"msg":"Тренажер працює: відкрийте http:\/\/localhost:\d+\/#\/"\}$/m,
      );
    },
    120_000,
  );
});
