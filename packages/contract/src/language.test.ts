import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, localized, setLanguageSource, type Language } from './language.ts';
import { accountMessages } from './accounts.ts';
import { errorMessages } from './errors.ts';
import { fieldMessages } from './fields.ts';
import { settingsMessages } from './settings.ts';

let language: Language = DEFAULT_LANGUAGE;
afterEach(() => {
  language = DEFAULT_LANGUAGE;
  setLanguageSource(() => DEFAULT_LANGUAGE);
});

describe('a catalog in both languages', () => {
  const messages = localized({
    uk: { hello: 'Привіт', count: (n: number) => `${n} питання` },
    en: { hello: 'Hello', count: (n: number) => `${n} questions` },
  });

  it('gives each message in the current language, as it is read', () => {
    setLanguageSource(() => language);
    expect([messages.hello, messages.count(3)]).toEqual(['Привіт', '3 питання']);
    language = 'en';
    expect([messages.hello, messages.count(3)]).toEqual(['Hello', '3 questions']);
  });

  it('lets one schema fail in either language', () => {
    setLanguageSource(() => language);
    const schema = z.string().min(1, { error: () => messages.hello });
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Привіт');
    language = 'en';
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Hello');
  });

  it.each([
    ['accountMessages', accountMessages],
    ['errorMessages', errorMessages],
    ['fieldMessages', fieldMessages],
    ['settingsMessages', settingsMessages],
  ])('%s has an English text for every message, none left in Ukrainian', (_name, catalog) => {
    setLanguageSource(() => 'en');
    for (const [key, message] of Object.entries(catalog)) {
      const text = typeof message === 'function' ? (message as (n: number) => string)(8) : message;
      expect(text, key).not.toMatch(/[\u0400-\u04FF]/);
      expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('the contract’s schemas', () => {
  // A message read when the schema is built stays in the language of that moment (Ukrainian): a schema reads a
  // translated catalog's message through a function, when it fails.
  const TRANSLATED = ['accountMessages', 'errorMessages', 'fieldMessages', 'settingsMessages'];
  const eager = new RegExp(`(error|nameField\\()\\s*:?\\s*(${TRANSLATED.join('|')})\\.`);
  const dir = import.meta.dirname;

  it.each(readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')))(
    '%s reads no translated message when a schema is built',
    (file) => {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      const found = lines.filter((line) => eager.test(line));
      expect(found).toEqual([]);
    },
  );
});
