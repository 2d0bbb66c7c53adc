/**
 * The languages of the trainer and the one way a message reaches a person in theirs (decision 170): a catalog
 * holds each message in both languages, and reading a message gives it in the current language. The API sets
 * the current language per request (`apps/api/src/plugins/language.ts`), the web app as the learner chooses;
 * Ukrainian when neither has said.
 */
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';
/** Each language's name in itself, as the switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Українська', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

let source: () => Language = () => DEFAULT_LANGUAGE;

/** Where the current language comes from: the API's request context, the web app's chosen language. */
export function setLanguageSource(read: () => Language): void {
  source = read;
}

export function currentLanguage(): Language {
  return source();
}

/** The same messages in another language: each text a string, each message with figures a function of them. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/**
 * A message catalog in both languages, read in the current language. The English must have every message the
 * Ukrainian has (the typecheck says which is missing). A schema reads its message when it fails, through a
 * function (`{ error: () => messages.x }`), so one schema answers in either language. Marked free of side
 * effects, so that a bundle leaves out a catalog nothing of it reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function localized<T extends Record<string, string | ((...args: never[]) => string)>>(catalogs: {
  uk: T;
  en: Translation<T>;
}): Translation<T> {
  const messages = {} as Record<string, unknown>;
  for (const key of Object.keys(catalogs.uk)) {
    Object.defineProperty(messages, key, {
      enumerable: true,
      get: () => (catalogs[source()] as Record<string, unknown>)[key],
    });
  }
  return messages as Translation<T>;
}

/** A content text in the current language: its English when English is read and it has one, else the Ukrainian. */
export function inLanguage(uk: string, en: string | null | undefined): string {
  return currentLanguage() === 'en' && en ? en : uk;
}
