import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { publicBase } from '../../lib/public-url.ts';
import { sessionWith, type AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import type { UserProgress } from './repository.ts';
import { contentVersion } from './statements.ts';

/**
 * What a request of learning, the exam or review works with: the database, the content, the viewer, the clock,
 * the address its pictures are named under and, where the route read it with the session, the learner's progress.
 * Built once per request (studyContext), so the services take one object, not a row of positional arguments.
 */
export interface StudyContext {
  db: Db;
  cache: ContentCache;
  user: AuthUser;
  now: Date;
  publicUrl: string;
  /** The learner's progress read with the session lookup (session-reads.ts), when the route has it. */
  progress?: UserProgress | undefined;
}

/** The context of a signed-in request (after app.requireUser or a session read). */
export function studyContext(
  app: FastifyInstance,
  request: FastifyRequest,
  config: Config,
  options: { now?: Date; progress?: UserProgress } = {},
): StudyContext {
  return {
    db: app.db,
    cache: app.contentCache,
    user: request.user as AuthUser,
    now: options.now ?? new Date(),
    publicUrl: publicBase(config, request),
    progress: options.progress,
  };
}

/** A StudyContext with the content version the route read with its session (versionedSession). */
export interface VersionedContext extends StudyContext {
  /** The content version read with the session: the snapshot the request works on (ContentCache.at). */
  version: number;
}

/**
 * A learner's route whose session lookup reads the content version in the same statement (plugins/auth.ts,
 * sessionWith; `name` names the prepared statement): its options answer a guest 401 before the input is looked
 * at, and its context carries the version.
 */
export function versionedSession(name: string) {
  const read = sessionWith<{ version: number }>(name, () => ({ version: contentVersion() }));
  return {
    options: () => read.options('preValidation'),
    context: (app: FastifyInstance, request: FastifyRequest, config: Config): VersionedContext => ({
      ...studyContext(app, request, config),
      version: read.of(request).version,
    }),
  };
}
