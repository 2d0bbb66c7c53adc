import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point, started as `npm start` starts it (without the malloc settings, which change no answer). */
export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
}

/** Spawns the server with only PATH from this process's environment, so a test names every setting it relies on. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits for the server to answer, up to 50 s (a first start imports the content pack: 7-9 s idle, longer beside the
 * other test files on two cores); a server that exits first fails at once with its log.
 */
export async function waitForHealth(url: string, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** Stops the server with SIGTERM, as a service manager does; resolves with its exit code. */
export function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** The messages of the JSON log lines of a server's output. */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}
