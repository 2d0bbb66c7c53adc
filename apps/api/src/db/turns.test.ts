import { setImmediate } from 'node:timers';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { Turns } from './turns.ts';

/** Counts the event loop's turns (check phases) while it runs; stop() ends it. */
function loopTurns() {
  let count = 0;
  let running = true;
  const tick = () => {
    count++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get count() {
      return count;
    },
    stop: () => {
      running = false;
    },
  };
}

describe('Turns', () => {
  it('runs pieces one at a time in the order they came, with a turn of the event loop after each', async () => {
    const turns = new Turns();
    const loop = loopTurns();
    const seen: { piece: number; turn: number }[] = [];
    let running = 0;
    let most = 0;
    const pieces = Array.from({ length: 8 }, (_, piece) =>
      turns.run(async () => {
        running++;
        most = Math.max(most, running);
        await Promise.resolve();
        seen.push({ piece, turn: loop.count });
        running--;
        return piece;
      }),
    );
    expect(await Promise.all(pieces)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    loop.stop();
    expect(most).toBe(1);
    expect(seen.map((s) => s.piece)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Each piece ran in a later turn of the loop than the one before it.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.turn).toBeGreaterThan(seen[i - 1]!.turn);
  });

  it('passes errors to their caller and goes on with the next piece', async () => {
    const turns = new Turns();
    const thrown = turns.run(() => {
      throw new Error('thrown');
    });
    const rejected = turns.run(() => Promise.reject(new Error('rejected')));
    const after = turns.run(async () => 'after');
    await expect(thrown).rejects.toThrow('thrown');
    await expect(rejected).rejects.toThrow('rejected');
    await expect(after).resolves.toBe('after');
  });

  it('a piece that comes while another waits for its turn queues behind it', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const first = turns.run(async () => {
      order.push('first');
      await Promise.resolve();
      // Comes while the first runs: must wait for the second, already queued.
      void turns.run(async () => order.push('third'));
    });
    const second = turns.run(async () => order.push('second'));
    await Promise.all([first, second]);
    await turns.run(async () => undefined);
    expect(order).toEqual(['first', 'second', 'third']);
  });
});

describe('PGlite statements take turns with the event loop', () => {
  it('runs at most one statement per turn of the event loop, a transaction as one', async () => {
    const database = await openDatabase({ DATA_DIR: 'memory://' });
    try {
      const loop = loopTurns();
      const done: { n: number; turn: number }[] = [];
      const statements = Array.from({ length: 20 }, async (_, n) => {
        if (n % 5 === 4) {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select ${n}::int as n`);
            await tx.execute(sql`select ${n}::int as n`);
          });
        } else {
          await database.db.execute(sql`select ${n}::int as n`);
        }
        done.push({ n, turn: loop.count });
      });
      await Promise.all(statements);
      loop.stop();
      expect(done.map((d) => d.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      // Before decision 112 all twenty ran in one turn: the loop could neither accept a connection nor read a
      // request until the whole queue was done.
      expect(new Set(done.map((d) => d.turn)).size).toBe(20);
    } finally {
      await database.close();
    }
  }, 60_000);
});
