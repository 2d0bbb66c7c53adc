import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Statements that PGlite keeps parsed and planned (decision 118).
 *
 * PostgreSQL's own server keeps a named statement parsed and planned per connection: Drizzle's `.prepare(name)`
 * does that through node-postgres. PGlite's Drizzle driver ignores the name, and PGlite's `query` sends every
 * statement unnamed, so PGlite parses, analyses and plans it again each time, in WebAssembly on the server's one
 * thread. For the block read's statement that was 0.74 ms, of which running it took 0.16 ms.
 *
 * So a statement's text, the second time it comes, is parsed once under a name of its own, with PGlite's public
 * protocol API (`execProtocol` with the messages of `protocol.serialize`, results read by `parse.parseResults`, as
 * its own `query` does). From then on each run binds the values to the named statement and executes it. PostgreSQL
 * replans a named statement by itself when a table it reads changes (a migration or an import). It also chooses
 * between a plan for the values and a generic plan, as it does on the server.
 *
 * Only statements that can be named this way (select, insert, update, delete, with, values) are named, and only
 * texts seen twice: a text built once, such as an admin query, stays unnamed. The texts are bounded, and the one
 * left unused longest is closed. A transaction's statements are named the same way (`withinTransaction`): PGlite
 * has one session, so a statement sent while the transaction holds its turn is part of it, as the transaction's own
 * `query` would send it; a text's first run goes through that `query`.
 *
 * What it buys: without it the learner simulation's server spent 95% more CPU per learner-hour
 * (`npm run bench -- learners --without plans`, decision 150).
 */

/** Statements that can be named (PREPARE's and the extended protocol's): the app's reads and writes. */
const NAMEABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** Texts kept: the app has about 150 distinct statements; a text that keeps changing must not grow memory. */
const TEXTS_MAX = 400;
// SQLSTATE 26000: the named statement is gone. 0A000: a table's columns changed under a statement that reads them
// all ("cached plan must not change result type"). Either way the text is parsed anew.
const STALE = new Set(['26000', '0A000']);

interface Named {
  name: string;
  /** Each parameter's type, to serialise the values as PGlite's own query does. */
  paramTypes: number[];
  /** The statement's row description; none for a statement that returns no rows. */
  rowDescription: Message | undefined;
}

interface Text {
  named: Named | null;
  /** Naming failed (a statement PostgreSQL cannot parse, say): it always runs unnamed, and fails there. */
  unnamed: boolean;
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What of PGlite's transaction this needs: its own query, for first runs, and whether it is over. */
type TransactionLike = { query: Query; readonly closed: boolean };

export interface NamedStatements {
  /** Runs a statement outside a transaction. */
  query: Query;
  /** The transaction `tx` with its statements named too; once it is closed, its own `query` answers (an error). */
  withinTransaction<T extends TransactionLike>(tx: T): T;
}

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

type ParserMap = PGlite['parsers'];

type Client = Pick<
  PGlite,
  'query' | 'execProtocol' | 'runExclusive' | 'syncToFs' | 'serializers' | 'parsers'
>;

export function namedStatements(client: Client): NamedStatements {
  const texts = new Map<string, Text>();
  let next = 0;

  /** Messages sent one at a time, as PGlite's own query sends them; a Sync always ends the exchange. */
  async function exchange(messages: Uint8Array[]): Promise<Message[]> {
    const received: Message[] = [];
    try {
      for (const message of messages) received.push(...(await client.execProtocol(message)).messages);
    } finally {
      received.push(...(await client.execProtocol(protocol.serialize.sync())).messages);
    }
    return received;
  }

  async function name(text: string, options: QueryOptions | undefined): Promise<Named> {
    const statement = `pdr_${(next++).toString(36)}`;
    const messages = await client.runExclusive(() =>
      exchange([
        protocol.serialize.parse({ name: statement, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name: statement }),
      ]),
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    return {
      name: statement,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
  }

  async function close(named: Named): Promise<void> {
    await client
      .runExclusive(() => exchange([protocol.serialize.close({ type: 'S', name: named.name })]))
      .catch(() => undefined);
  }

  async function run<T>(
    named: Named,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = named.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await client.runExclusive(() =>
      exchange([protocol.serialize.bind({ statement: named.name, values }), protocol.serialize.execute({})]),
    );
    await client.syncToFs();
    const described = named.rowDescription ? [named.rowDescription, ...messages] : messages;
    // parseResults merges the query's parsers into the client's by spreading both into a new object. The client
    // has about 350 and Drizzle gives 9 with every query, so that spread cost 0.07-0.09 ms a statement, more than
    // a block read's statement takes to run. The same lookup through a prototype costs next to nothing.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as ParserMap, options.parsers)
      : client.parsers;
    return parse.parseResults(
      described,
      parsers,
      options && { ...options, parsers: undefined },
    )[0] as Results<T>;
  }

  /** Runs `text` named when it comes again; `unnamed` runs it otherwise (PGlite's query, or a transaction's). */
  async function statement<T>(
    unnamed: Query,
    inTransaction: boolean,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!NAMEABLE.test(text) || options?.blob) return unnamed<T>(text, params, options);
    let entry = texts.get(text);
    if (!entry) {
      entry = { named: null, unnamed: false };
      texts.set(text, entry);
      if (texts.size > TEXTS_MAX) {
        const [oldest, old] = texts.entries().next().value!;
        texts.delete(oldest);
        if (old.named) await close(old.named);
      }
      return unnamed<T>(text, params, options);
    }
    // The texts used last stay at the end of the map; the one left unused longest is first.
    texts.delete(text);
    texts.set(text, entry);
    if (entry.unnamed) return unnamed<T>(text, params, options);
    if (!entry.named) {
      try {
        entry.named = await name(text, options);
      } catch {
        entry.unnamed = true;
        return unnamed<T>(text, params, options);
      }
    }
    try {
      return await run<T>(entry.named, params, options);
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code ?? '')) throw error;
      await close(entry.named);
      entry.named = null;
      // The error has ended the transaction: the text is parsed anew by the next one, and this one fails.
      if (inTransaction) throw error;
      return unnamed<T>(text, params, options);
    }
  }

  const query: Query = (text, params, options) =>
    statement(client.query.bind(client) as Query, false, text, params, options);
  return {
    query,
    withinTransaction: (tx) => {
      const own = tx.query.bind(tx) as Query;
      const named: Query = (text, params, options) =>
        tx.closed ? own(text, params, options) : statement(own, true, text, params, options);
      return Object.assign(Object.create(tx) as typeof tx, { query: named });
    },
  };
}
