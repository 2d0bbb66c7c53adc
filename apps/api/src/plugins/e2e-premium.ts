import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';
import { users } from '../db/schema/accounts.ts';
import { onRegistrationOf } from '../lib/on-registration.ts';

/**
 * Test-only (NODE_ENV=test, E2E_PREMIUM_PHONES): a pupil who registers with one of the listed phones gets Premium
 * for the default term before the registration answer leaves, so end-to-end stories can show Premium screens.
 * The e2e server keeps its database in memory, where the operator CLI (grant-premium) cannot reach, and no payment
 * provider exists yet. config.ts refuses the variable outside NODE_ENV=test.
 */
export const e2ePremiumPlugin = fp(
  async (app: FastifyInstance, opts: { phones: string[] }) => {
    onRegistrationOf(app, opts.phones, async (phone, log) => {
      const until = new Date(Date.now() + DEFAULT_PREMIUM_DAYS * 86_400_000);
      await app.db.update(users).set({ premiumUntil: until }).where(eq(users.phone, phone));
      log.info({ phone }, 'e2e: Premium granted on registration (E2E_PREMIUM_PHONES)');
    });
  },
  { name: 'e2e-premium' },
);
