import { setImmediate } from 'node:timers';

/**
 * Runs pieces of work one at a time, in the order they came, with one turn of the event loop after each piece
 * (decision 112). PGlite runs its statements synchronously on the event loop; without the turn, every request
 * read in one poll phase ran all its statements before the loop came back, one loop iteration grew to 100 ms and
 * more at 100 connections, and libuv accepts one new connection per iteration: the last of 100 new connections
 * waited 7-8 s before its first request was read. With a turn after each statement, an iteration holds at most
 * one statement, so new connections are accepted and new requests are read between statements, and all of them
 * queue here in the order they came.
 *
 * What it buys: in the learner simulation, whose learners share a keep-alive pool, 5% of CPU per request, at the
 * line (`--without turns`, decision 150); the bursts of new connections above are what it is for.
 *
 * `setImmediate` is node:timers' own: a test that fakes the global timers cannot stop the database.
 */
export class Turns {
  readonly #waiting: (() => void)[] = [];
  #busy = false;
  /** Pieces of work that found another running and waited, and their total wait in seconds (GET /metrics). */
  waits = 0;
  waitSeconds = 0;

  /** Pieces of work waiting for their turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  get busy(): boolean {
    return this.#busy;
  }

  /** Runs `work` when its turn comes; its result or error is the returned promise's. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        let done: Promise<T>;
        try {
          done = work();
        } catch (error) {
          done = Promise.reject(error);
        }
        done.then(resolve, reject).finally(() => setImmediate(() => this.#next()));
      };
      if (this.#busy) {
        const queued = performance.now();
        this.waits += 1;
        this.#waiting.push(() => {
          this.waitSeconds += (performance.now() - queued) / 1000;
          start();
        });
      } else {
        this.#busy = true;
        start();
      }
    });
  }

  #next(): void {
    const start = this.#waiting.shift();
    if (start) start();
    else this.#busy = false;
  }
}
