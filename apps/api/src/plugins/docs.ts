import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * What an error status means on any route of this API, for error responses whose route gives no description of
 * its own (`errorResponseSchema.describe('…')`). The body is always {message, errors?} with a Ukrainian message.
 */
export const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Некоректний запит: тіло не розібрано або підпис не збігся',
  '401': 'Потрібно увійти: немає заголовка Authorization: Bearer <токен> або токен недійсний',
  '403': 'Доступ заборонено: потрібен Преміум, інша роль або власний запис',
  '404': 'Не знайдено: запису немає або він не належить користувачу',
  '409': 'Конфлікт зі станом: дію вже виконано або стан змінився (наприклад, іспит завершено)',
  '410': 'Більше не діє: пропозиція або посилання застаріли',
  '413': 'Тіло запиту завелике: межу розміру названо в повідомленні',
  '415': 'Непідтримуваний тип тіла: подивіться, який Content-Type приймає цей запит',
  '422': 'Перевірте введені дані: повідомлення для кожного поля в errors',
  '429': 'Забагато запитів: спробуйте пізніше (скільки чекати, каже заголовок Retry-After)',
  '503': 'Тимчасово недоступно: база даних або зовнішній сервіс не відповідає (заголовок Retry-After)',
};

const DEFAULT_DESCRIPTION = 'Default Response';
const DOCS_PREFIX = '/api/docs';

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
}

interface Operation {
  responses?: Record<string, { description?: string }>;
  security?: Record<string, string[]>[];
}

/**
 * Gives every error response without a description of its own the status's Ukrainian one, and marks the routes that
 * answer 401 as needing the bearer token (Swagger UI's "Authorize" then sends it).
 */
export function describeErrors(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item) as Operation[]) {
      const responses = operation?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        const generic = ERROR_DESCRIPTIONS[status];
        if (generic && (!response.description || response.description === DEFAULT_DESCRIPTION)) {
          response.description = generic;
        }
      }
      if (responses['401'] && !operation.security) operation.security = [{ bearer: [] }];
    }
  }
  return document;
}

/**
 * The OpenAPI document generated from the contract schemas of every route, at GET /api/docs/json, and Swagger UI
 * for people at /api/docs. The page's files are served from this server (no outside request) and have no inline
 * script or style, so it runs under the app's own Content-Security-Policy (decision 134).
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Тренажер ПДР — API',
          description:
            'HTTP API онлайн-тренажера з теорії ПДР України. Помилки: тіло {message, errors?} з українським повідомленням.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => describeErrors(jsonSchemaTransformObject(input) as OpenApiDocument),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Тренажер ПДР — API' },
      // BaseLayout: without Swagger UI's top bar, whose address box loads other documents and whose logo is an SVG
      // with a <style> element the app's CSP refuses.
      uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true },
      // The app's own Content-Security-Policy applies, and its no-store rule as to every /api answer (the page is
      // for the few who read the reference; Swagger UI's routes cannot be declared publicCache).
      staticCSP: false,
    });
  },
  { name: 'docs' },
);
