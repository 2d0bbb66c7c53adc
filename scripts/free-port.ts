import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now (the system picks it), for a server a script starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Waits until `url` answers 2xx (every 100 ms, up to `tries` times), failing at once if `child` exits first. */
export async function waitForServer(url: string, child: ChildProcess, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}
