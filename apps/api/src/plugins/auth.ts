import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/accounts.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { unauthorized } from '../lib/http-errors.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';

export const SESSION_IDLE_DAYS = 30;
const IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
/** last_used_at is written at most once a minute per token, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set by the auth hook on every request. */
    user: AuthUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: answers 401 without a valid token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Creates a session for the user and returns the token, which is shown to the client once. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token) });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** The per-request session lookup, prepared once per database (it runs on every authenticated request). */
const lookup = perDatabase((db: Db) =>
  db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('auth_session_lookup'),
);

async function resolve(db: Db, token: string, now: Date) {
  const [row] = await lookup(db).execute({
    tokenHash: hashToken(token),
    idleSince: new Date(now.getTime() - IDLE_MS),
  });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return row;
}

/** One hook for authentication: every request gets request.user; protected routes add app.requireUser. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      const row = await resolve(app.db, token, new Date());
      if (row) {
        request.user = row.user;
        request.sessionId = row.sessionId;
      }
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
