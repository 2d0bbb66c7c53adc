import type { CategoryCode } from '@pdr/contract/catalog';
import type { ExamResultBody, ExamResultResponse } from '@pdr/contract/exam';
import type { ResultOutcome, TestType } from '@pdr/contract/learning';
import type { Language } from '@pdr/contract/language';
import type { TextSize, Theme } from '@pdr/contract/settings';

/** The test in progress (spec 'general'): its type, theme and block, and the attempt id its result will carry. */
export interface TestGeneral {
  type: TestType;
  theme: number;
  block: number | null;
  attemptId: string;
  /** Epoch milliseconds when the test started (theme and retest report their time from it). */
  startedAt: number;
}

/** One answer as the test recorded it; correct is null where the client cannot know it (credit tests). */
export interface RecordedAnswer {
  answer_id: number;
  question_id: number;
  correct: 0 | 1 | null;
}

/** A finished test's result payload kept until the server has accepted it (resent with the same attempt id). */
export interface PendingResult {
  path: '/result/successful' | '/test-successful' | '/repetition/result' | '/favourites/result';
  body: Record<string, unknown>;
}

/** The exam on /test: its server id, the attempt id its result will carry, and whether it is the review. */
export interface ExamSession {
  examId: string;
  attemptId: string;
  review: boolean;
}

/**
 * A finished exam on /result: the result payload kept until the server has accepted it (resent with the same
 * attempt id), then the server's answer.
 */
export interface ExamResultRecord {
  body: ExamResultBody;
  response: ExamResultResponse | null;
  /** The licence category the exam was drawn for (absent in a record kept by an older build). */
  category?: CategoryCode;
}

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
  answers: RecordedAnswer[];
  current: { number: number; id: number };
  /** The server's outcome of the finished test (score modal, review). */
  result: ResultOutcome;
  greenQ: number[];
  redQ: number[];
  general: TestGeneral;
  read: boolean;
  phone: string;
  currentBlockIdx: number;
  restart: boolean;
  hint: boolean;
  hintVideo: boolean;
  pendingResult: PendingResult;
  exam: ExamSession;
  examResult: ExamResultRecord;
  /** The attempt id of the credit test whose score the map has shown: the score modal shows once (decision 140). */
  creditShown: string;
  /** Registration left for the checkout in this tab: Back from it leads to /register/finish (decision 140). */
  registeredForPremium: boolean;
}

export interface LocalKeys {
  currentThemeId: number;
  /** The last config's word on the pack (site.demo): a reloaded question shows or hides the notice at once. */
  demoPack: boolean;
  /** The interface's language chosen on this device (lib/i18n.ts); a signed-in learner's is kept on the account too. */
  language: Language;
  /** 'Читати кожне питання автоматично' (lib/reading.ts); a signed-in learner's is kept on the account too. */
  readAloudAuto: boolean;
  /** The theme and the text size of questions (lib/appearance.ts), applied before the first paint. */
  theme: Theme;
  textSize: TextSize;
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
  'pendingResult',
  'exam',
  'creditShown',
] as const satisfies readonly (keyof SessionKeys)[];

export function clearTestSession(): void {
  sessionStore.remove(...TEST_SESSION_KEYS);
}

/**
 * A test across themes (the due review, the favourites run) begins: the test session keys set afresh as for a
 * lesson, with no theme or block, at its first question.
 */
export function beginAcrossThemes(type: 'review' | 'favourites', attemptId: string, firstId: number): void {
  clearTestSession();
  sessionStore.set('general', {
    type,
    // The test screen compares this with the session's theme, which such a test has none of.
    theme: 0,
    block: null,
    attemptId,
    startedAt: Date.now(),
  });
  sessionStore.set('answers', []);
  sessionStore.set('current', { number: 1, id: firstId });
}
