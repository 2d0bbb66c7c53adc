import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { errorResponseSchema } from '@pdr/contract/errors';
import { adminAuditQuerySchema, adminAuditResponseSchema, adminMessages } from '@pdr/contract/admin';
import type { Config } from '../../config.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { RateLimitError, waitText } from '../../plugins/rate-limit.ts';
import { auditEntries, type Operator } from './audit.ts';

export const CONSOLE_TAGS = ['admin'];
export const consoleErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
/** Rows one console list shows at most. */
export const CONSOLE_LIST_MAX = 200;

/** An operator's calls per minute: far above a person at the console, far below a script. */
export const ADMIN_LIMIT = { max: 300, windowMs: 60_000 } as const;

/** What the console hands each module's routes: the configuration and the operator of a request. */
export interface ConsoleOptions {
  config: Config;
  operator: (request: FastifyRequest) => Operator;
}

/** A module's console routes (`modules/<module>/admin-routes.ts`), registered inside the console. */
export type ConsoleRoutes = FastifyPluginAsyncZod<ConsoleOptions>;

/** The journal's page of the console. */
export const auditRoutes: ConsoleRoutes = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: 'Журнал змін',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...consoleErrors },
      },
    },
    async (request) => auditEntries(app.db, request.query.before),
  );
};

/**
 * The operator's console (decision 145). Every call: a guest 401, any role but the operator 403, before
 * validation. The routes are the modules' own, given by app.ts in their order, and registered inside this
 * plugin, so its hook applies to them; the console imports no module.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  routes: readonly ConsoleRoutes[];
}> = async (app, { config, routes }) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.user!.roleId !== OPERATOR_ROLE_ID) throw forbidden(adminMessages.notOperator);
    await app.limits.take(
      'admin',
      ADMIN_LIMIT,
      String(request.user!.id),
      (wait) => new RateLimitError(`Забагато запитів. Спробуйте через ${waitText(wait)}`, wait),
    );
  });
  const operator = (request: FastifyRequest): Operator => ({
    db: app.db,
    operatorId: request.user!.id,
    now: new Date(),
  });
  for (const plugin of routes) await app.register(plugin, { config, operator });
};
