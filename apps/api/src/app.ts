import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { cspHash, securityPlugin } from './plugins/security.ts';
import { docsPlugin } from './plugins/docs.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { inlineStyleHashes, webPlugin } from './plugins/web.ts';
import { imagesPlugin } from './plugins/images.ts';
import { authPlugin } from './plugins/auth.ts';
import { contentCachePlugin } from './plugins/content-cache.ts';
import { loggerOptions, type LogForm } from './lib/logger.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { premiumRoutes } from './modules/premium/routes.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { SMS_MIN_INTERVAL_MS } from './modules/accounts/limits.ts';
import { phoneRoutes } from './modules/accounts/phone-routes.ts';
import { createSmsSender } from './lib/sms/sms.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { theoryRoutes } from './modules/theory/routes.ts';
import { repetitionRoutes } from './modules/repetition/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { marathonRoutes } from './modules/marathon/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { statsAdminRoutes } from './modules/stats/admin-routes.ts';
import { examPlugin } from './modules/exam/routes.ts';
import { paymentsPlugin } from './modules/payments/plugin.ts';
import { CHECKOUT_STYLE } from './modules/payments/checkout-page.ts';
import { teacherRoutes } from './modules/teacher/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { adminRoutes, auditRoutes } from './modules/admin/routes.ts';
import { contentUploadRoutes } from './modules/content/content-upload.ts';
import { reportsAdminRoutes } from './modules/reports/admin-routes.ts';
import { feedbackAdminRoutes } from './modules/feedback/admin-routes.ts';
import { paymentsAdminRoutes } from './modules/payments/admin-routes.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { accountsAdminRoutes } from './modules/accounts/admin-routes.ts';
import { premiumAdminRoutes } from './modules/premium/admin-routes.ts';

z.config(z.locales.uk());

export const BODY_LIMIT_BYTES = 1024 * 1024;
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one database do not). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (the log test reads them back). */
  logStream?: { write(line: string): void };
  /** JSON lines (the default) or readable ones for a terminal (main.ts decides, lib/logger.ts). */
  logForm?: LogForm;
  /** Sees every route as it is added: the property-based input test walks the whole route table with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Question lists sent as plain bytes, not gzip from stored parts (lib/gzip-parts.ts): a bench's A-B side (150). */
  without?: readonly 'gzip-parts'[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Large question lists go out as gzip made from stored parts (lib/gzip-parts.ts), unless built without. */
    gzipParts: boolean;
  }
}

/** Trusts the given number of proxies in front of the app (X-Forwarded-For hops). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * One line per request, when it is answered, instead of Fastify's two ('incoming request' and 'request completed'):
 * each line costs a redaction pass and a write. The route's log level applies (GET /api/health logs at
 * warn, so not at all when it answers).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const webRoot = config.WEB_DIST ?? defaultWebRoot;
  const app = Fastify({
    logger:
      options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream, options.logForm),
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // Refusals before any route or hook runs answer in the app's error shape, not Fastify's English.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('gzipParts', !options.without?.includes('gzip-parts'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(dbPlugin, { database: options.database, closeOnExit: options.closeDatabase ?? true });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(securityPlugin, {
    paymentOrigins: ['https://www.liqpay.ua'],
    // Pictures may come from the operator's public address (a CDN) when it is not this origin.
    imageOrigins: config.PUBLIC_URL_IS_SET ? [new URL(config.PUBLIC_URL).origin] : [],
    // The built index.html's style elements (the home page shell) and the sandbox checkout page's, by their hashes.
    styleHashes: [...inlineStyleHashes(webRoot), cspHash(CHECKOUT_STYLE)],
  });
  await app.register(compress, {
    encodings: ['zstd', 'br', 'gzip'],
    // Dynamic JSON as zstd to the browsers that take it: 48-98 µs for a 1.5-11 KB answer here against brotli quality
    // 4's 84-239 µs, 4-6% larger; fast brotli for the others. Static files are compressed at build time, highest level.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Answers up to 64 KB are compressed inline (brotli at quality 4: about 0.5 ms for 63 KB). The plugin's default
    // for two cores, 8 KB, sends larger ones through a stream and zlib's thread pool, which cost the teacher's
    // reads 14-52% more of the server's CPU on two cores shared with PostgreSQL (decision 120).
    syncThreshold: 64 * 1024,
  });
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.REDIS_URL,
    addressScale: config.E2E_ADDRESS_LIMIT_SCALE,
  });
  await app.register(authPlugin);
  await app.register(contentCachePlugin);
  await app.register(paymentsPlugin, { config });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(catalogRoutes);
      await api.register(pagesRoutes);
      await api.register(premiumRoutes);
      const sms = createSmsSender(config);
      const smsIntervalMs = config.E2E_SMS_INTERVAL_S
        ? config.E2E_SMS_INTERVAL_S * 1000
        : SMS_MIN_INTERVAL_MS;
      await api.register(accountsRoutes, { sms, smsIntervalMs });
      await api.register(phoneRoutes, { sms, smsIntervalMs });
      await api.register(learningRoutes, { config });
      await api.register(theoryRoutes, { config });
      await api.register(repetitionRoutes, { config });
      await api.register(feedbackRoutes);
      await api.register(teacherRoutes, { config });
      await api.register(reportsRoutes);
      await api.register(settingsRoutes);
      await api.register(favouritesRoutes, { config });
      await api.register(searchRoutes, { config });
      await api.register(marathonRoutes, { config });
      await api.register(statsRoutes, { config });
      // The console's shell around each module's console routes, in the order of its OpenAPI paths.
      await api.register(adminRoutes, {
        config,
        routes: [
          contentUploadRoutes,
          reportsAdminRoutes,
          feedbackAdminRoutes,
          paymentsAdminRoutes,
          contentAdminRoutes,
          statsAdminRoutes,
          auditRoutes,
          accountsAdminRoutes,
          premiumAdminRoutes,
        ],
      });
    },
    { prefix: '/api' },
  );

  // At the root: its clock is an app decoration tests replace; its routes are under /api.
  await app.register(examPlugin, { config });
  await app.register(imagesPlugin, { dataDir: config.DATA_DIR, secret: config.IMAGE_URL_SECRET });
  await app.register(webPlugin, { root: webRoot });
  return app;
}

export const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
