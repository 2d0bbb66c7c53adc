import type { FastifyError, FastifyServerOptions } from 'fastify';
import { redactText, redactValue } from './log-redact.ts';

const SECRET_PATH = /(\/password\/recover\/)[^/?]+/;

/** Hides the recovery token in a path, and secret query parameters (redactText: signatures, codes, tokens). */
export function redactUrl(url: string): string {
  return redactText(url.replace(SECRET_PATH, '$1***'));
}

/**
 * pino options: request lines without passwords, tokens or codes (bodies are never logged), and every argument of
 * every log call, at any level and from any call site, redacted before it is written (see log-redact.ts).
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(args, method) {
        const safe = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactText(arg) : redactValue(arg),
        );
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '***',
    },
    serializers: {
      // Errors arrive here already reduced by the hook; this catches any that pino meets on another path.
      err: (error: FastifyError) => redactValue(error) as { type: string; message: string; stack: string },
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
