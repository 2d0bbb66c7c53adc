import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, fieldErrorsFromIssues } from '../lib/http-errors.ts';
import { isConnectionError } from '../db/faults.ts';
import { errorMessages } from '@pdr/contract/errors';

/** The message of a status that has one of its own (any other client error takes a 400's). */
function statusMessage(status: number): string | undefined {
  return (errorMessages as Record<number, string | undefined>)[status];
}

/** Fastify's codes with a message of their own, read when the error is answered (in the request's language). */
const MESSAGES_BY_CODE: Record<string, () => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => errorMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => errorMessages.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: () => errorMessages[413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => errorMessages[415],
  FST_ERR_BAD_URL: () => errorMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: () => errorMessages[414],
};

function codeMessage(code: string | undefined): string | undefined {
  return code ? MESSAGES_BY_CODE[code]?.() : undefined;
}

/** Headers of an error answer that Fastify's router or Node's parser sends before any hook of the app runs. */
const EARLY_ERROR_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Fastify's `frameworkErrors`: the router's refusals (a bad percent escape in the address, a path parameter over
 * the length limit) come before any route or hook. Fastify's own answer is English, names its internal code and
 * echoes the address; this one has the app's shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = codeMessage(error.code) ?? errorMessages[400];
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
  const body = JSON.stringify({ message: statusMessage(status) });
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
          .send({ message: errorMessages.databaseUnavailable });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsFromIssues(
          error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? '' })),
        );
        return reply.status(422).send({ message: errorMessages[422], errors });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: errorMessages.internal });
      }
      const message = codeMessage(error.code) ?? statusMessage(status) ?? errorMessages[400];
      return reply.status(status).send({ message });
    });
  },
  { name: 'errors' },
);
