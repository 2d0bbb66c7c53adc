import { errorMessages, type ErrorResponse } from '@pdr/contract/errors';

/** An expected failure with a message for the client in the request's language; the error handler sends it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }

  toBody(): ErrorResponse {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/**
 * Messages named for one use (a module's refusals), each read from its catalog as it is read: in the language of
 * the request that reads it, however early the object was made.
 */
export function readWhenUsed<K extends string>(read: Record<K, () => string>): Readonly<Record<K, string>> {
  const messages = {} as Record<K, string>;
  for (const key of Object.keys(read) as K[]) {
    Object.defineProperty(messages, key, { enumerable: true, get: read[key] });
  }
  return messages;
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string = errorMessages[401]) => new HttpError(401, message);
export const unprocessable = (errors: Record<string, string>, message: string = errorMessages[422]) =>
  new HttpError(422, message, errors);

/** Turns validation issues into one message per field, keyed by the field's name (the first issue wins). */
export function fieldErrorsFromIssues(issues: { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}
