import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/accounts.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { accountMessages as msg } from '@pdr/contract/accounts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { answerInAccountLanguage } from './language.ts';

export const SESSION_IDLE_DAYS = 30;
const IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
/**
 * last_used_at is written at most once an hour per token, so reads stay reads: a session lives 30 idle days, and at
 * once a minute the touch was a write transaction on one request in four of the learner simulation's evening.
 */
const TOUCH_EVERY_MS = 3_600_000;

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set by the auth hook on every request. */
    user: AuthUser | null;
    sessionId: number | null;
    /** The route's own read that came with the session lookup (sessionWith), or null. */
    sessionRead: unknown;
  }
  interface FastifyContextConfig {
    /** The route looks the session up itself, together with its first read (sessionWith below). */
    sessionInRoute?: boolean;
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

/**
 * Live sessions one user may hold (decision 130): a phone, a laptop and the school's computers with
 * room to spare. A sign-in beyond it signs out the session used longest ago.
 */
export const SESSIONS_PER_USER = 20;

/**
 * Creates a session for the user and returns the token, which is shown to the client once. The same statement
 * deletes the user's revoked and idle sessions and those beyond SESSIONS_PER_USER, least recently used first, so
 * sign-ins cannot pile up rows (sign-ins running at once may each keep the others' new rows; the next one trims).
 */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  const idleSince = new Date(Date.now() - IDLE_MS).toISOString();
  await db.execute(sql`
    with made as (
      insert into sessions (user_id, token_hash) values (${userId}::integer, ${hashToken(token)}) returning id
    ), kept as (
      select id from sessions
      where user_id = ${userId}::integer and revoked_at is null and last_used_at > ${idleSince}::timestamptz
      order by last_used_at desc, id desc limit ${SESSIONS_PER_USER - 1}::integer
    )
    delete from sessions
    where user_id = ${userId}::integer and id not in (select id from kept) and exists (select from made)`);
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

// A live session: not revoked, used within the idle period. Checked on every request, never cached, so a
// revocation or a Premium that ended is seen by the next request on any instance.
const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
  gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
);

const sessionColumns = { user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt };

interface SessionRow {
  user: AuthUser;
  sessionId: number;
  lastUsedAt: Date;
}

/** The per-request session lookup, prepared once per database (it runs on every authenticated request). */
const lookup = perDatabase((db: Db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession)
    .prepare('auth_session_lookup'),
);

/** A session's last use, moved now and then (TOUCH_EVERY_MS); prepared, as the lookup is. */
const touch = perDatabase((db: Db) =>
  db
    .update(sessions)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('auth_session_touch'),
);

async function resolve<R extends SessionRow>(
  db: Db,
  token: string,
  now: Date,
  run: (params: { tokenHash: string; idleSince: Date }) => Promise<R[]>,
): Promise<R | null> {
  const [row] = await run({ tokenHash: hashToken(token), idleSince: new Date(now.getTime() - IDLE_MS) });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touch(db).execute({ now: now.toISOString(), id: row.sessionId });
  }
  return row;
}

/**
 * A route whose first read can ride on the session lookup: the two become one statement, one round trip instead
 * of two (docs/decisions/100-session-and-first-read-in-one-statement.md). `columns` builds the read's columns
 * from the user's id column; they may use placeholders, whose values `params` takes from the request. The route
 * spreads `options(hook, params, check)` into its options: the app-wide onRequest lookup then skips it, and the lookup
 * runs in `hook` (preValidation to answer a guest 401 before checking the body, preHandler after), answering
 * 401 without a live session. The handler reads the result with `of(request)`. A route that chooses its read by
 * the request calls `read(request, params)` from a hook of its own (study/session-reads.ts, /test-successful).
 */
export function sessionWith<T>(name: string, columns: (userId: SQLWrapper) => Record<string, SQL>) {
  const statement = perDatabase((db: Db) =>
    db
      .select({ ...sessionColumns, ...columns(users.id) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession)
      .prepare(name),
  );
  /** Looks the session up with the route's read (`params` are its placeholders' values); 401 without one. */
  const read = async (request: FastifyRequest, params: Record<string, unknown>) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const db = request.server.db;
    const row = await resolve(
      db,
      token,
      new Date(),
      (keys) => statement(db).execute({ ...params, ...keys }) as Promise<(SessionRow & T)[]>,
    );
    if (!row) throw unauthorized();
    request.user = row.user;
    request.sessionId = row.sessionId;
    request.sessionRead = row;
    answerInAccountLanguage(request, row.user.language);
  };
  return {
    read,
    /** `check` runs on the user found (Premium, say) before the handler; it throws the route's 403. */
    options(
      hook: 'preValidation' | 'preHandler',
      params: (request: FastifyRequest) => Record<string, unknown> = () => ({}),
      check?: (user: AuthUser) => void,
    ) {
      const lookup = (request: FastifyRequest) => read(request, params(request));
      return {
        config: { sessionInRoute: true },
        [hook]: check ? [lookup, async (request: FastifyRequest) => check(request.user!)] : lookup,
      };
    },
    /** The route's read, from the statement that found the session (set once the hook has run). */
    of(request: FastifyRequest): T {
      return request.sessionRead as T;
    },
  };
}

/** The session alone (the app-wide lookup): sets request.user when the token is live. */
async function lookUpSession(request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return;
  const db = request.server.db;
  const row = await resolve(db, token, new Date(), (params) => lookup(db).execute(params));
  if (row) {
    request.user = row.user;
    request.sessionId = row.sessionId;
    answerInAccountLanguage(request, row.user.language);
  }
}

/** For a route that looks its session up itself (sessionInRoute) and needs no read with it on some requests. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  await lookUpSession(request);
  if (!request.user) throw unauthorized();
}

/**
 * preHandler after app.requireUser for what a made-up number must not get: the free trial and question reports.
 * The user row is read with the session on every request, so a confirmation counts from the next call on.
 */
export async function requireConfirmedPhone(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.phoneConfirmedAt === null) throw forbidden(msg.phoneUnconfirmed);
}

/** One hook for authentication: every request gets request.user; protected routes add app.requireUser. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionRead', null);
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.sessionInRoute) await lookUpSession(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['db', 'language'] },
);
