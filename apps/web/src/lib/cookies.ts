/**
 * Typed cookies of spec section 3 (path /, one hour of life): the recovery flow keeps the phone, the recovery token
 * and the time it started here, so that a reload or a second tab continues where the user was.
 */
export interface CookieKeys {
  phone: string;
  tokenRecover: string;
  /** Epoch milliseconds when the SMS code was sent. */
  tokenRecoverStart: number;
  /** Epoch milliseconds from which the phone may ask for another code (the server's next_code_at). */
  tokenRecoverNext: number;
}

function readAll(): Map<string, string> {
  const map = new Map<string, string>();
  let raw = '';
  try {
    raw = document.cookie;
  } catch {
    return map;
  }
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return map;
}

function write(key: string, value: string, maxAgeS: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${key}=${value}; Max-Age=${maxAgeS}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // Cookies disabled: the flow still works within the page.
  }
}

export const cookieStore = {
  get<K extends keyof CookieKeys>(key: K): CookieKeys[K] | undefined {
    const raw = readAll().get(key);
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(decodeURIComponent(raw)) as CookieKeys[K];
    } catch {
      return undefined;
    }
  },
  set<K extends keyof CookieKeys>(key: K, value: CookieKeys[K], maxAgeS: number): void {
    write(key, encodeURIComponent(JSON.stringify(value)), maxAgeS);
  },
  remove(...keys: (keyof CookieKeys)[]): void {
    for (const key of keys) write(key, '', 0);
  },
};
