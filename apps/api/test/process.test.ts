import { spawn } from 'node:child_process';
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
});
