/**
 * The one place that reads and writes browser storage (spec section 3). Every key has a type; values are JSON.
 * Storage can be unavailable (private mode, quota): reads then return undefined and writes are dropped.
 */

export interface SessionKeys {
  token: string;
  user: unknown;
  term: unknown;
  categories: number[];
  school: unknown;
  group: unknown;
  about: unknown;
  link: string;
  codeParam: string;
  timer: number;
  answers: unknown;
  current: { number: number; id: number };
  result: unknown;
  greenQ: number[];
  redQ: number[];
  general: unknown;
  read: boolean;
  phone: string;
  currentBlockIdx: number;
  restart: boolean;
  hint: boolean;
  hintVideo: boolean;
}

export interface LocalKeys {
  currentThemeId: number;
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function makeStore<Keys>(getArea: () => Storage) {
  return {
    get<K extends keyof Keys & string>(key: K): Keys[K] | undefined {
      const raw = safe(() => getArea().getItem(key));
      if (raw == null) return undefined;
      const parsed = safe(() => JSON.parse(raw) as Keys[K]);
      return parsed;
    },
    set<K extends keyof Keys & string>(key: K, value: Keys[K]): void {
      safe(() => getArea().setItem(key, JSON.stringify(value)));
    },
    remove(...keys: (keyof Keys & string)[]): void {
      for (const key of keys) safe(() => getArea().removeItem(key));
    },
  };
}

export const sessionStore = makeStore<SessionKeys>(() => window.sessionStorage);
export const localStore = makeStore<LocalKeys>(() => window.localStorage);

/** Keys of a test in progress; finishing or leaving a test clears them together. */
export const TEST_SESSION_KEYS = [
  'timer',
  'answers',
  'current',
  'result',
  'greenQ',
  'redQ',
  'general',
  'currentBlockIdx',
  'hint',
  'hintVideo',
] as const satisfies readonly (keyof SessionKeys)[];

export function clearTestSession(): void {
  sessionStore.remove(...TEST_SESSION_KEYS);
}
