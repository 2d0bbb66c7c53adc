import type { FastifyServerOptions } from 'fastify';

const SECRET_PATH = /(\/password\/recover\/)[^/?]+/;
const SECRET_QUERY = /([?&](?:token|code|password|access_token)=)[^&]*/gi;

/** Hides recovery tokens and secrets that a URL may carry. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1***').replace(SECRET_QUERY, '$1***');
}

/** pino options: request lines without passwords, tokens or codes (bodies are never logged). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '***',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
