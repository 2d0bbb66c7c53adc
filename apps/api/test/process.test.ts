import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('the server process', () => {
  it('refuses to start with a bad PORT and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
  });

  it('starts on the embedded database, answers, and exits cleanly on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://' });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
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
      const port = 3400 + Math.floor(Math.random() * 500);
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
      const first = startServer(env);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`);
      // The demo pack's pages are there: the server opened the database the other process filled.
      expect((await fetch(`http://127.0.0.1:${port}/api/page/term`)).status).toBe(200);
      // The import's log lines carry the pid of the process that made them: not the server's.
      const loaded = pidsOf(first.output(), 'content pack loaded');
      expect(loaded).toHaveLength(1);
      expect(loaded[0]).not.toBe(first.child.pid);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const again = startServer(env);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`);
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

/** The pids of the JSON log lines with this message. */
function pidsOf(output: string, msg: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string })
    .filter((line) => line.msg === msg)
    .map((line) => line.pid);
}
