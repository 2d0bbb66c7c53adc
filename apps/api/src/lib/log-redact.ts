/**
 * Everything a log line carries passes through here first (logger.ts hooks every log call), so a secret cannot
 * reach the log by way of a new call site: values under secret-sounding keys are hidden, phones are masked, and
 * errors keep only their diagnostic fields. Database errors are the main reason: Drizzle puts a failed query's
 * parameters (a password hash, a token hash, a phone) into the error message and its `params`, and PostgreSQL
 * quotes the conflicting value in `detail`.
 */

const CENSOR = '***';
const MAX_DEPTH = 6;

/** Keys whose values are never logged, matched on the lower-cased key without `_` and `-`. */
const SECRET_KEYS = new Set([
  'password',
  'passwordconfirmation',
  'passwordhash',
  'token',
  'accesstoken',
  'tokenhash',
  'codehash',
  'groupcode',
  'secret',
  'params',
  'parameters',
  'authorization',
  'cookie',
  'setcookie',
  'signature',
  'sig',
  'privatekey',
  'query',
  'internalquery',
]);
const SECRET_KEY_PARTS = [
  'password',
  'secret',
  'token',
  'hash',
  'privatekey',
  'signature',
  'apikey',
  'authorization',
  'cookie',
];
/**
 * Query parameters hidden besides the secret keys: LiqPay's signed `data` (the checkout and callback pair), recovery
 * and group codes, and the names keys commonly go by.
 */
const SECRET_PARAMS = new Set(['data', 'code', 'key', 'pass', 'pwd']);

/** Error fields worth keeping: what failed and where, never the values it failed on. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
  'errno',
  'syscall',
  'address',
  'port',
] as const;

// +380XXXXXXXXX (with or without the plus) and the local 0XXXXXXXXX form.
const PHONE = /(?<![\d+])(?:\+?380|0)(\d{2})(\d{3})(\d{2})(\d{2})(?!\d)/g;
// A scrypt hash as stored (scrypt$N$r$p$salt$key).
const SCRYPT_HASH = /scrypt\$[^\s"',)]+/g;
// A URL's query parameter (`?name=value`, `&name=value`), in a request's address or quoted in any text; a form body
// quoted whole starts with its first name.
const QUERY_PARAM = /(^|[?&;\s])([\w.%-]+)=([^&#\s"'<>]*)/g;
// Drizzle's "Failed query: ...\nparams: a,b,c": the parameter list runs to the end of the line.
const PARAMS_LINE = /(\bparams: )[^\n]*/g;
// Long runs of base64url or hex with both letters and digits: tokens and their hashes. Words have no digits, and
// a slash ends a run, so file paths in stacks survive (the base64 of a stored password is caught above).
const OPAQUE_RUN = /[A-Za-z0-9_-]{20,}/g;
// Order and attempt ids: random, but they identify a record, not a person, and support needs them.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Error codes worth keeping: SQLSTATE (23505), Node and Fastify codes (ECONNREFUSED, FST_ERR_...).
const ERROR_CODE = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]+)$/;

/** '+380671234545' -> '+380 67 *** ** 45'. */
export function maskPhone(phone: string): string {
  return phone.replace(
    PHONE,
    (_all, operator: string, _a, _b, last: string) => `+380 ${operator} *** ** ${last}`,
  );
}

function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[_-]/g, '');
  return SECRET_KEYS.has(plain) || SECRET_KEY_PARTS.some((part) => plain.includes(part));
}

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function isSecretParam(name: string): boolean {
  const plain = decoded(name);
  return isSecretKey(plain) || SECRET_PARAMS.has(plain.toLowerCase());
}

/** Masks phones and hides hashes, tokens and query parameters inside free text (messages, stacks, details). */
export function redactText(text: string): string {
  return maskPhone(
    text
      .replace(QUERY_PARAM, (all, start: string, name: string, value: string) =>
        value && isSecretParam(name) ? `${start}${name}=${CENSOR}` : all,
      )
      .replace(PARAMS_LINE, `$1${CENSOR}`)
      .replace(SCRYPT_HASH, `scrypt$${CENSOR}`)
      .replace(OPAQUE_RUN, (run) =>
        /\d/.test(run) && /[A-Za-z]/.test(run) && !UUID.test(run) ? CENSOR : run,
      ),
  );
}

function redactCode(value: unknown): unknown {
  // A recovery code (6 digits) or a group code (8 digits) under `code` is a secret; an error code is not.
  return typeof value === 'string' && ERROR_CODE.test(value) && !/^\d{6,}$/.test(value) ? value : CENSOR;
}

function redactError(error: Error, depth: number): Record<string, unknown> {
  const source = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: redactText(error.message),
  };
  if (error.stack) out.stack = redactText(error.stack);
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    out[field] = field === 'code' ? redactCode(value) : redactValue(value, depth + 1);
  }
  if (error.cause !== undefined) out.cause = redactValue(error.cause, depth + 1);
  if (error instanceof AggregateError) out.errors = redactValue(error.errors, depth + 1);
  return out;
}

/** A copy of a value fit for the log: secret keys hidden, phones masked, errors reduced to what failed. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  // Requests, replies and sockets go through their own serializers: only plain data is copied here.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  // A signed pair (LiqPay's checkout or callback): its `data` goes with the signature.
  const signed = 'signature' in value;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'code') out[key] = redactCode(item);
    else if (signed && key === 'data') out[key] = CENSOR;
    else if (isSecretKey(key)) out[key] = CENSOR;
    else out[key] = redactValue(item, depth + 1);
  }
  return out;
}
