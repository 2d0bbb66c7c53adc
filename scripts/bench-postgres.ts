// The benches' PostgreSQL helpers: a client for one piece of work, and the CPU time the server and the backends use.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Runs `work` on a client connected to `url`, and closes it. */
export async function onServer<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat); 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields, counted in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU time the server process and the database's PostgreSQL backends use while `work` runs: unlike latency,
 * it hardly depends on what else the machine is doing, so runs on a loaded machine can still be compared. Backends
 * are those of the bench's database (PostgreSQL on this machine); one that ends during the run is not counted.
 * Without a database URL (the server on PGlite) only the server is counted.
 */
export async function cpuDuring<T>(
  serverPid: number,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; serverMs: number; postgresMs: number }> {
  if (databaseUrl === undefined) {
    const serverBefore = cpuMs(serverPid);
    const result = await work();
    return { result, serverMs: cpuMs(serverPid) - serverBefore, postgresMs: 0 };
  }
  return onServer(databaseUrl, async (c) => {
    const backends = async () => {
      const { rows } = await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
    };
    const before = await backends();
    const serverBefore = cpuMs(serverPid);
    const result = await work();
    const serverMs = cpuMs(serverPid) - serverBefore;
    let postgresMs = 0;
    for (const [pid, ms] of await backends()) postgresMs += ms - (before.get(pid) ?? 0);
    return { result, serverMs, postgresMs };
  });
}
