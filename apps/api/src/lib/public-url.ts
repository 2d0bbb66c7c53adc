import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Base address for picture links in responses. The operator's PUBLIC_URL when set (a CDN or the public name behind
 * a proxy); otherwise the address this client used, so that a learner who opens the app by IP address or by another
 * host name still gets pictures from the same origin (the Content-Security-Policy allows only that).
 */
export function publicBase(
  config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_IS_SET'>,
  request: FastifyRequest,
) {
  const base = config.PUBLIC_URL_IS_SET ? config.PUBLIC_URL : `${request.protocol}://${request.host}`;
  return base.replace(/\/$/, '');
}
