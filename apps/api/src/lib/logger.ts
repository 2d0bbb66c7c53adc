import type { FastifyError, FastifyServerOptions } from 'fastify';
import { prettyFactory, type PrettyOptions } from 'pino-pretty';
import type { Config } from '../config.ts';
import { redactText, redactValue } from './log-redact.ts';

/** JSON lines for machines (a service manager, a log collector), or pino-pretty's readable lines for a person. */
export type LogForm = 'json' | 'pretty';

/**
 * Readable lines when a person watches the terminal: stdout is a TTY and NODE_ENV=production was not set explicitly
 * (its default is production, and `npm start` in a terminal is the newcomer's case). JSON otherwise: under systemd,
 * Docker or a pipe stdout is no TTY (decision 133).
 */
export function logForm(
  config: Pick<Config, 'NODE_ENV' | 'NODE_ENV_IS_SET'>,
  stdout: { isTTY?: boolean } = process.stdout,
): LogForm {
  const production = config.NODE_ENV === 'production' && config.NODE_ENV_IS_SET;
  return stdout.isTTY === true && !production ? 'pretty' : 'json';
}

/**
 * One line per event: time, level, message, and a request's method, address, status and time on the message's line
 * instead of pino-pretty's nested blocks. Strings only: the options cross into pino's transport thread.
 */
export const PRETTY_OPTIONS: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,req,res,responseTime,reqId,url',
  singleLine: true,
  messageFormat:
    '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} → {res.statusCode}{end}{if responseTime} ({responseTime} ms){end}',
};

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
  form: LogForm = 'json',
): FastifyServerOptions['logger'] {
  return {
    level,
    ...destination(stream, form),
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

/**
 * Where the lines go. Readable lines go through pino's transport to pino-pretty in a worker thread (Fastify's
 * documented way); into a given stream (the log tests) they are formatted on the spot with the same options. Either
 * way the hooks and serializers above have already redacted every value: pino-pretty only lays them out.
 */
function destination(stream: { write(line: string): void } | undefined, form: LogForm) {
  if (form === 'json') return stream ? { stream } : {};
  if (!stream) return { transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } };
  const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
  return { stream: { write: (line: string) => stream.write(pretty(line)) } };
}
