// The benches' PostgreSQL helpers: a client for one piece of work, and the CPU time the server and the backends use.
import { readdirSync, readFileSync } from 'node:fs';
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

/** Fields of /proc/<pid>/stat after the command's name: [0] is the state (the 3rd field); empty once it is gone. */
function statFields(pid: number | string): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return [];
  }
}

/** CPU time a process has used so far, in ms (utime + stime, the 14th and 15th fields, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields.length === 0 ? 0 : (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * All the CPU time PostgreSQL's processes have used so far, in ms: the live children of the postmaster (backends,
 * autovacuum, the writers) and, through the postmaster's cutime and cstime (the 16th and 17th fields), every child
 * that has ended. A pool that closes idle connections ends backends all the time: counting only live ones missed
 * most of the work (decision 151).
 */
function postgresCpuMs(postmaster: number): number {
  const own = statFields(postmaster);
  let ms = own.length === 0 ? 0 : (Number(own[13]) + Number(own[14])) * 10;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    // The 4th field is the parent's pid.
    if (fields[1] === String(postmaster)) ms += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return ms;
}

/**
 * The CPU time the server process and PostgreSQL use while `work` runs: unlike latency, it hardly depends on what
 * else the machine is doing, so runs on a loaded machine can still be compared. PostgreSQL is the whole server on
 * this machine (every database: the bench's is the only one at work). Without a database URL (the server on
 * PGlite) only the server process is counted.
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
  const postmaster = await onServer(databaseUrl, async (c) => {
    const { rows } = await c.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Number(statFields(rows[0]!.pid)[1]);
  });
  const postgresBefore = postgresCpuMs(postmaster);
  const serverBefore = cpuMs(serverPid);
  const result = await work();
  const serverMs = cpuMs(serverPid) - serverBefore;
  return { result, serverMs, postgresMs: postgresCpuMs(postmaster) - postgresBefore };
}
