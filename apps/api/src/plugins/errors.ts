import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, fieldErrorsFromIssues } from '../lib/http-errors.ts';
import { isConnectionError } from '../db/faults.ts';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Некоректний запит',
  401: 'Потрібно увійти в систему',
  403: 'Доступ заборонено',
  404: 'Не знайдено',
  405: 'Метод не підтримується',
  406: 'Формат відповіді не підтримується',
  408: 'Час очікування запиту вичерпано. Спробуйте ще раз',
  409: 'Конфлікт даних',
  413: 'Запит завеликий (не більше 1 МБ)',
  414: 'Адреса запиту задовга',
  415: 'Непідтримуваний тип вмісту',
  422: 'Перевірте введені дані',
  429: 'Забагато запитів. Спробуйте пізніше',
  431: 'Заголовки запиту завеликі',
};

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некоректний JSON у тілі запиту',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Порожнє тіло запиту з типом JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES_BY_STATUS[413]!,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES_BY_STATUS[415]!,
  FST_ERR_BAD_URL: 'Некоректна адреса запиту',
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES_BY_STATUS[414]!,
};

/** Headers of an error answer that Fastify's router or Node's parser sends before any hook of the app runs. */
const EARLY_ERROR_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Fastify's `frameworkErrors`: the router's refusals (a bad percent escape in the address, a path parameter over
 * the length limit) come before any route or hook. Fastify's own answer is English, names its internal code and
 * echoes the address; this one has the app's shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = (error.code && MESSAGES_BY_CODE[error.code]) ?? MESSAGES_BY_STATUS[400]!;
  void reply.code(status).headers(EARLY_ERROR_HEADERS).send({ message });
}

interface ClientError extends Error {
  code?: string;
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (malformed or oversized headers, a request that
 * took too long) never reaches Fastify. Its default answer is English; this one has the app's shape.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: MESSAGES_BY_STATUS[status] });
  if (socket.writable) {
    const headers = Object.entries({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...EARLY_ERROR_HEADERS,
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

/** Seconds a client is asked to wait when the database cannot be reached. */
export const DB_UNAVAILABLE_RETRY_AFTER_S = 5;
export const DB_UNAVAILABLE_MESSAGE = "Немає зв'язку з базою даних. Спробуйте ще раз за кілька секунд";
/** While the database is down every request fails the same way: one log line per this window, with a count. */
const DB_FAULT_LOG_WINDOW_MS = 60_000;

/** One error handler and one error shape ({message, errors?}) for the whole API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    let lastFaultLoggedAt = -Infinity;
    let faultsSinceLog = 0;

    // Every 503 says when to try again (a failed SMS or payment provider, a database that is down, /api/health).
    // A callback hook, not an async one: it runs on every response and should cost no promise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(DB_UNAVAILABLE_RETRY_AFTER_S));
      }
      done(null, payload);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(error.toBody());
      }
      if (isConnectionError(error)) {
        const now = Date.now();
        if (now - lastFaultLoggedAt >= DB_FAULT_LOG_WINDOW_MS) {
          request.log.error({ err: error, unlogged_since_last: faultsSinceLog }, 'database unavailable');
          lastFaultLoggedAt = now;
          faultsSinceLog = 0;
        } else faultsSinceLog += 1;
        return reply
          .status(503)
          .header('retry-after', String(DB_UNAVAILABLE_RETRY_AFTER_S))
          .send({ message: DB_UNAVAILABLE_MESSAGE });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsFromIssues(
          error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? '' })),
        );
        return reply.status(422).send({ message: MESSAGES_BY_STATUS[422], errors });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: 'Внутрішня помилка сервера. Спробуйте пізніше' });
      }
      const message =
        (error.code && MESSAGES_BY_CODE[error.code]) ?? MESSAGES_BY_STATUS[status] ?? 'Некоректний запит';
      return reply.status(status).send({ message });
    });
  },
  { name: 'errors' },
);
