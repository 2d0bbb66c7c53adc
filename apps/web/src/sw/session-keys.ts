/**
 * How the service worker keeps a learner's answers apart (decision 164): every copy of a private answer (a theory
 * read, a theory picture) is stored under its address plus a tag of the session that fetched it, and only a
 * request of that same session finds it. The tag is a hash of the Authorization header, so the token itself is
 * never written to Cache Storage and a request with no token, or with another one, has no key that matches.
 */

/** The search parameter of a cache key that names the session; never sent to the server. */
export const SESSION_PARAM = 'pdr-session';

/** The parameters of a signed picture address: they change every hour for the same picture. */
const SIGNATURE_PARAMS = ['expires', 'sig'];

/** A session's tag: the first 128 bits of the SHA-256 of its Authorization header, in hex; null without one. */
export async function sessionTag(authorization: string | null): Promise<string | null> {
  if (!authorization?.trim()) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cache key of `url` as fetched by the session `tag`. */
export function keyFor(url: string, tag: string): string {
  const key = new URL(url);
  key.searchParams.set(SESSION_PARAM, tag);
  return key.href;
}

/**
 * The cache key of a private picture: its address without the signature (the file name carries the content's
 * hash, so one copy serves every hour's address), under the session's tag.
 */
export function pictureKeyFor(url: string, tag: string): string {
  const key = new URL(url);
  for (const name of SIGNATURE_PARAMS) key.searchParams.delete(name);
  return keyFor(key.href, tag);
}

/** The session a cache key belongs to, or null for a copy kept for everyone (a public picture). */
export function tagOfKey(url: string): string | null {
  return new URL(url).searchParams.get(SESSION_PARAM);
}

/**
 * Question pictures are public and the same for everyone (the server sends them immutable to any client); every
 * other picture, the signed theory ones first, is private to the session that fetched it.
 */
export function isPublicPicture(url: URL): boolean {
  return url.pathname.startsWith('/images/question/') && !url.searchParams.has('sig');
}

/**
 * Which session each open page (a service worker client) last sent to the API. Pictures come from an <img>, which
 * carries no Authorization header: a page's picture request is tied to the session of that page's API requests.
 */
export class ClientSessions {
  readonly #tags = new Map<string, Promise<string | null>>();
  readonly #limit: number;

  constructor(limit = 64) {
    this.#limit = limit;
  }

  /** A page's API request: from now on its pictures belong to this request's session (or to none). */
  learn(clientId: string, authorization: string | null): void {
    if (!clientId) return;
    this.#tags.delete(clientId);
    this.#tags.set(clientId, sessionTag(authorization));
    // Closed pages never say so: the oldest entries go once there are more than a device has open.
    for (const old of this.#tags.keys()) {
      if (this.#tags.size <= this.#limit) break;
      this.#tags.delete(old);
    }
  }

  /** The page's session, or null when it has none or the worker has not seen it ask the API since it started. */
  async of(clientId: string): Promise<string | null> {
    return (await this.#tags.get(clientId)) ?? null;
  }

  /** A session the server refused (401): no page of it gets a private copy any more. Done once it resolves. */
  async forget(tag: string): Promise<void> {
    await Promise.all(
      [...this.#tags].map(([clientId, pending]) =>
        pending.then((t) => {
          if (t === tag && this.#tags.get(clientId) === pending) this.#tags.delete(clientId);
        }),
      ),
    );
  }
}
