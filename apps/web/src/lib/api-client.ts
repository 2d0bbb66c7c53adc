import type { z } from 'zod';
import { env } from '@/config/env.ts';
import { requestsHeld } from './first-paint.ts';
import { getToken, setToken } from './session.ts';
import { currentLanguage } from '@pdr/contract/language';
import { i18n } from './i18n.ts';

/**
 * A failed API call: the HTTP status, the server's message (in the app's language), its field errors and, for a refusal that
 * asks to wait (429, 503), the seconds of its Retry-After.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly retryAfterS: number | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    retryAfterS: number | null = null,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfterS = retryAfterS;
  }
}

/** Retry-After in seconds (the API sends whole seconds, never a date); null without it. */
function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** What a request that reached no server fails with, in the current language (read when the error is made). */
export function networkErrorMessage(): string {
  return i18n._('lib.networkError');
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** A file sent as it is (an uploaded archive), with its own content type in `headers`; instead of `body`. */
  file?: Blob;
  /**
   * The contract's schema of the answer, loaded only to check it: development and the unit tests check every answer;
   * the production build does not load zod for it and trusts the server, which checks each answer against the same
   * schema before it sends it (decision 115).
   */
  schema?: () => Promise<z.ZodType<T>>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${env.apiUrl}${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Every request of the web app goes through here: bearer token, the app's language, JSON, one error type, and a 401 that signs the
 * user out. In development and tests, responses are checked against the contract schema when one is given.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  await requestsHeld();
  // The app's language, not the browser's: the API answers an English browser in Ukrainian until the learner
  // chooses English (decision 170).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage());
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' ? body.message : i18n._('lib.serverError');
    const errors =
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    if (response.status === 401 && token) setToken(null);
    throw new ApiError(response.status, message, errors, retryAfterOf(response));
  }
  if (import.meta.env.DEV && options.schema) return (await options.schema()).parse(data);
  return data as T;
}
