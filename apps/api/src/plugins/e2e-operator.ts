import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/accounts.ts';
import { onRegistrationOf } from '../lib/on-registration.ts';
import { setOperator } from '../modules/admin/operators.ts';

/**
 * Test-only (NODE_ENV=test, E2E_OPERATOR_PHONES): a user who registers with one of the listed phones becomes an
 * operator, as `npm run admin -- operator <phone>` makes one; the e2e server's in-memory database is out of the
 * CLI's reach. config.ts refuses the variable outside NODE_ENV=test.
 */
export const e2eOperatorPlugin = fp(
  async (app: FastifyInstance, opts: { phones: string[] }) => {
    onRegistrationOf(app, opts.phones, async (phone, log) => {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) return;
      await setOperator(app.db, user.id, true);
      log.info({ phone }, 'e2e: operator on registration (E2E_OPERATOR_PHONES)');
    });
  },
  { name: 'e2e-operator' },
);
