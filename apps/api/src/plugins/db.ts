import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

/** Exposes the database to routes; the app that opened it closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnExit: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnExit) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
