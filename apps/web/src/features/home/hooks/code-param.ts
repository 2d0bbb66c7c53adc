/**
 * The `code` parameter of a link (a driving-school group code from a teacher's QR code) may sit in the query string
 * (`/?code=123-45-678#/`) or in the hash's query (`/#/?code=123-45-678`).
 */

/** Dashes and unicode escapes (`\u0020`, `%u0020`) become spaces, so `123-45-678` reads `123 45 678`. */
export function normaliseCode(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: keep the text as it came.
  }
  return text
    .replace(/(?:\\|%)u[\da-f]{4}/gi, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface CodeInUrl {
  /** The code, normalised; null when the address has none. */
  code: string | null;
  /** `search` without the code (with its leading `?`, or empty). */
  search: string;
  /** The hash route without the code (`/register` or `/?x=1`). */
  hashPath: string;
}

function withoutCode(query: string): { value: string | null; rest: string } {
  const params = new URLSearchParams(query);
  const value = params.get('code');
  params.delete('code');
  const rest = params.toString();
  return { value, rest: rest ? `?${rest}` : '' };
}

/** Finds the code in an address' search and hash; the query string wins when both carry one. */
export function readCodeFromUrl(search: string, hash: string): CodeInUrl {
  const fromSearch = withoutCode(search);
  const route = hash.replace(/^#/, '') || '/';
  const queryStart = route.indexOf('?');
  const routePath = queryStart === -1 ? route : route.slice(0, queryStart);
  const fromHash = withoutCode(queryStart === -1 ? '' : route.slice(queryStart));
  const raw = fromSearch.value ?? fromHash.value;
  const code = raw === null ? null : normaliseCode(raw) || null;
  return { code, search: fromSearch.rest, hashPath: `${routePath}${fromHash.rest}` };
}

/**
 * Run once at start, before the router reads the address: stores a code from the link (whatever screen the link
 * opens, e.g. a teacher's QR code to `/?code=…#/register`) and removes it from the address. Returns the code.
 */
export function captureCodeParam(store: (code: string) => void): string | null {
  const { pathname, search, hash } = window.location;
  if (!/[?&]code=/.test(search) && !/[?&]code=/.test(hash)) return null;
  const found = readCodeFromUrl(search, hash);
  if (found.code) store(found.code);
  window.history.replaceState(window.history.state, '', `${pathname}${found.search}#${found.hashPath}`);
  return found.code;
}
