import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DATA_LOCK_FILE, DataLockError, acquireDataLock } from '../src/db/data-lock.ts';
import { openDatabase } from '../src/db/client.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ADMIN_CLI = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));
const LOCK_MODULE = fileURLToPath(new URL('../src/db/data-lock.ts', import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdr-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock of `dir` and holds it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const code = `import { acquireDataLock } from ${JSON.stringify(LOCK_MODULE)};
acquireDataLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.on('exit', (status) => reject(new Error(`holder exited with ${status}`)));
  });
  return child;
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('one process per embedded database (data.lock)', () => {
  it('writes the owner pid into the data directory and removes it on release', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    const owner = JSON.parse(readFileSync(path.join(dir, DATA_LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(path.join(dir, DATA_LOCK_FILE))).toBe(false);
  });

  it('refuses a second holder while the first process lives, naming its pid in Ukrainian', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    let refused: unknown;
    try {
      acquireDataLock(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataLockError);
    expect((refused as Error).message).toContain(`pid ${child.pid}`);
    expect((refused as Error).message).toMatch(/зараз відкрив інший процес/);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    const gone = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    expect(existsSync(path.join(dir, DATA_LOCK_FILE))).toBe(true);
    const lock = acquireDataLock(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container gets the same pid)', () => {
    const dir = tempDir();
    const file = path.join(dir, DATA_LOCK_FILE);
    writeFileSync(
      file,
      JSON.stringify({ pid: process.pid, host: hostname(), script: 'main.ts', since: 'x' }),
    );
    const lock = acquireDataLock(dir);
    // But this process cannot take a directory it already holds.
    expect(() => acquireDataLock(dir)).toThrow(DataLockError);
    lock.release();
  });

  it('takes over an unreadable lock file but keeps a lock from another machine', () => {
    const dir = tempDir();
    const file = path.join(dir, DATA_LOCK_FILE);
    writeFileSync(file, 'не JSON');
    acquireDataLock(dir).release();
    writeFileSync(file, JSON.stringify({ pid: 1, host: 'other-host', script: 'main.ts', since: 'x' }));
    expect(() => acquireDataLock(dir)).toThrow(/сервер, pid 1 на other-host/);
  });

  it('lets openDatabase open a directory only once at a time, and again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ DATA_DIR: dir });
    await expect(openDatabase({ DATA_DIR: dir })).rejects.toBeInstanceOf(DataLockError);
    // The refused opener touched nothing: the first one still works.
    await first.db.execute(sql`select 1`);
    await first.close();
    const again = await openDatabase({ DATA_DIR: dir });
    await again.close();
    expect(existsSync(path.join(dir, DATA_LOCK_FILE))).toBe(false);
  }, 60_000);

  it('npm run admin refuses with a clear message while another process has the data directory', async () => {
    const dir = tempDir();
    await holder(dir);
    const { code, out } = await run(['list-schools'], { DATA_DIR: dir });
    expect(code).toBe(1);
    expect(out).toMatch(/Базу даних у «.+» зараз відкрив інший процес/);
    expect(out).toMatch(/працює лише в одному процесі/);
    expect(out).not.toMatch(/at .+\.ts:\d+/);
  }, 60_000);
});
