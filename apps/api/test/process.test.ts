import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import { startServer, waitForHealth } from './server-process.ts';

describe('the server process', () => {
  it('refuses to start with a bad PORT and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
  });

  it('starts on the embedded database, answers, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://' });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
    const res = await fetch(`http://127.0.0.1:${port}/api/categories`);
    expect(res.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Nothing on the way that a library or Node warns of (a deprecated option, say): the log stays the operator's.
    expect(server.output()).not.toMatch(/Deprecation|Warning|\[[A-Z]+\d+\]/);
  }, 60_000);

  it('prepares a new embedded database in a process of its own, and opens it again without one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pdr-first-start-'));
    try {
      const port = await freePort();
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
      const first = startServer(env);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, first);
      // The demo pack's pages are there: the server opened the database the other process filled.
      expect((await fetch(`http://127.0.0.1:${port}/api/page/term`)).status).toBe(200);
      // The import's log lines carry the pid of the process that made them: not the server's.
      const loaded = pidsOf(first.output(), 'content pack loaded');
      expect(loaded).toHaveLength(1);
      expect(loaded[0]).not.toBe(first.child.pid);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const again = startServer(env);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, again);
      expect(pidsOf(again.output(), 'content pack loaded')).toEqual([]);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops with the preparing process’s message when it cannot prepare the new database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pdr-first-start-'));
    try {
      // A live process (this one) holds the folder: the preparing process is refused, and so is the start.
      const lock = { pid: process.pid, host: hostname(), script: 'admin.ts', since: 'x' };
      writeFileSync(path.join(dataDir, 'data.lock'), JSON.stringify(lock));
      const server = startServer({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/npm run admin, pid \d+/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// The sandboxes are the out-of-the-box demo; a site that looks real must name them to run on them (decision 129).
describe('the server process on the sandbox providers', () => {
  const PAYMENT_LINE =
    'Оплата в режимі пісочниці: гроші не списуються, Преміум видається без оплати. Для справжніх платежів задайте PAYMENT_PROVIDER=liqpay';
  const SMS_LINE =
    'SMS у режимі пісочниці: повідомлення не надсилаються, коди відновлення пароля записуються в журнал. Для справжніх SMS задайте SMS_PROVIDER=turbosms';
  const port = async () => String(await freePort());

  /** Runs the server until it answers, then stops it; answers its log. */
  async function startAndStop(env: Record<string, string>): Promise<string> {
    const server = startServer({ HOST: '127.0.0.1', DATA_DIR: 'memory://', ...env });
    await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    return server.output();
  }

  /** The warn lines of a log, by message. */
  const warnings = (output: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40)
      .map((line) => line.msg);

  it('starts the demo on both sandboxes and says so in one warning line each', async () => {
    const output = await startAndStop({ PORT: await port() });
    expect(warnings(output)).toEqual(expect.arrayContaining([PAYMENT_LINE, SMS_LINE]));
    expect(warnings(output).filter((msg) => msg === PAYMENT_LINE)).toHaveLength(1);
  }, 60_000);

  it('refuses to start with an https PUBLIC_URL on sandboxes left unset, naming the variables', async () => {
    const server = startServer({
      PORT: await port(),
      DATA_DIR: 'memory://',
      PUBLIC_URL: 'https://pdr.example.ua',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /PAYMENT_PROVIDER: не задано, а сайт схожий на справжній \(PUBLIC_URL з https\)/,
    );
    expect(server.output()).toMatch(/SMS_PROVIDER: не задано/);
  }, 60_000);

  it('refuses to start on content other than the demo pack unless the sandboxes are named', async () => {
    const content = mkdtempSync(path.join(tmpdir(), 'pdr-real-pack-'));
    try {
      cpSync(fileURLToPath(new URL('../../../content/demo', import.meta.url)), content, { recursive: true });
      writeFileSync(
        path.join(content, 'site.json'),
        JSON.stringify({ demo: false, official_questions: false }),
      );
      const refused = startServer({ PORT: await port(), DATA_DIR: 'memory://', CONTENT_DIR: content });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(
        /PAYMENT_PROVIDER: не задано, а сайт схожий на справжній \(вміст не демонстраційний/,
      );
      expect(refused.output()).toMatch(/SMS_PROVIDER: не задано/);

      const output = await startAndStop({
        PORT: await port(),
        CONTENT_DIR: content,
        PAYMENT_PROVIDER: 'sandbox',
        SMS_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://pdr.example.ua',
      });
      expect(warnings(output)).toEqual(expect.arrayContaining([PAYMENT_LINE, SMS_LINE]));
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The pids of the JSON log lines with this message. */
function pidsOf(output: string, msg: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string })
    .filter((line) => line.msg === msg)
    .map((line) => line.pid);
}
