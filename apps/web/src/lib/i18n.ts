import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, setLanguageSource, type Language } from '@pdr/contract/language';
import { messages as shellUk } from '@/locales/uk.po';
import { localStore } from './storage.ts';

/**
 * The interface's language (decision 170): Lingui's one `i18n`, with a catalog per feature. Each catalog brings
 * its Ukrainian with its code and loads its English when English is chosen; a screen shows once its catalogs are
 * in (the router awaits `catalogsLoaded`), so no screen paints half in one language.
 */
type LoadEnglish = () => Promise<{ messages: Messages }>;

const english = new Map<LoadEnglish, Promise<void> | null>();
const listeners = new Set<(language: Language) => void>();

function loadEnglish(load: LoadEnglish): Promise<void> {
  let loading = english.get(load);
  if (!loading) {
    loading = load().then(
      ({ messages }) => i18n.load('en', messages),
      (error: unknown) => {
        // A chunk that failed (a dropped connection) is fetched again on the next try.
        english.set(load, null);
        throw error;
      },
    );
    english.set(load, loading);
  }
  return loading;
}

/** Adds a feature's catalog: its Ukrainian now, its English now if English is the language, else when chosen. */
export function addCatalog(uk: Messages, en: LoadEnglish): void {
  if (english.has(en)) return;
  i18n.load('uk', uk);
  english.set(en, null);
  if (i18n.locale === 'en') void loadEnglish(en).catch(() => undefined);
}

/** Every catalog added so far in the current language: the router awaits it before it shows a screen. */
export async function catalogsLoaded(): Promise<void> {
  if (i18n.locale !== 'en') return;
  await Promise.all([...english.keys()].map(loadEnglish));
}

/**
 * A chunk's loader that resolves once the chunk's catalogs are in too: for the router's screens, and for a
 * component loaded later (`lazy(withCatalogs(…))`) whose words are in a catalog the screen did not bring.
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const chunk = await load();
    await catalogsLoaded();
    return chunk;
  };
}

/** The device's choice; Ukrainian until one is made (the browser's own language is not asked, decision 170). */
export function deviceLanguage(): Language {
  const kept = localStore.get('language');
  return isLanguage(kept) ? kept : DEFAULT_LANGUAGE;
}

function apply(language: Language): void {
  i18n.activate(language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener(language);
}

/**
 * Shows the interface in `language`: its catalogs first, then every screen at once. Kept on the device; the
 * caller keeps a signed-in learner's choice on the account too.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStore.set('language', language);
  if (language !== i18n.locale) apply(language);
}

/** Every catalog added so far in `language`, loaded (not shown yet): rejects when one cannot be fetched. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') await Promise.all([...english.keys()].map(loadEnglish));
}

/** Called with the new language after each switch (the query cache drops what came in the old one). */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The app's start in the device's language: main.tsx renders once it resolves (at once in Ukrainian). */
export function startI18n(): Promise<void> {
  const language = deviceLanguage();
  if (language !== DEFAULT_LANGUAGE) return switchLanguage(language);
  document.documentElement.lang = language;
  return Promise.resolve();
}

// Ukrainian from the start, so that anything rendered (the home page built into index.html, a test) has its words.
addCatalog(shellUk, () => import('@/locales/en.po'));
i18n.activate(DEFAULT_LANGUAGE);
setLanguageSource(() => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE));

export { i18n };
