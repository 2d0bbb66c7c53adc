import { ApiError } from './api-client.ts';

/**
 * Whether asking again may change the answer: not for a 404, where what was asked for is not there, so an error
 * view offers 'Спробувати ще раз' only for other failures (no connection, a server error).
 */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 404);
}
