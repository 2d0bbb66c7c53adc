import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, localized, setLanguageSource, type Language } from './language.ts';
import { accountMessages } from './accounts.ts';
import { errorMessages } from './errors.ts';
import { fieldMessages } from './fields.ts';
import { settingsMessages } from './settings.ts';
import { examMessages } from './exam.ts';
import { paymentMessages } from './payments.ts';
import { repetitionMessages } from './repetition.ts';
import { reportMessages, reportReasonLabels } from './report-reasons.ts';
import { teacherMessages } from './teacher.ts';
import { categoryMessages } from './category-messages.ts';
import { learningMessages } from './learning.ts';
import { pageMessages } from './pages.ts';
import { theoryMessages } from './theory.ts';

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
    ['examMessages', examMessages],
    ['paymentMessages', paymentMessages],
    ['repetitionMessages', repetitionMessages],
    ['reportMessages', reportMessages],
    ['reportReasonLabels', reportReasonLabels],
    ['teacherMessages', teacherMessages],
    ['categoryMessages', categoryMessages],
    ['learningMessages', learningMessages],
    ['pageMessages', pageMessages],
    ['theoryMessages', theoryMessages],
  ])('%s has an English text for every message, none left in Ukrainian', (_name, catalog) => {
    setLanguageSource(() => 'en');
    for (const [key, message] of Object.entries(catalog)) {
      const text = typeof message === 'function' ? (message as (n: number) => string)(8) : message;
      expect(text, key).not.toMatch(/[\u0400-\u04FF]/);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('says a wait and a plural in each language', () => {
    setLanguageSource(() => language);
    expect([
      errorMessages.wait(45),
      errorMessages.wait(61),
      paymentMessages.days(3),
      paymentMessages.days(11),
    ]).toEqual(['45 с', '2 хв', '3 дні', '11 днів']);
    expect(errorMessages.tryAgainIn('Забагато повідомлень', 90)).toBe(
      'Забагато повідомлень. Спробуйте через 2 хв',
    );
    language = 'en';
    expect([
      errorMessages.wait(45),
      errorMessages.wait(61),
      paymentMessages.days(1),
      paymentMessages.days(90),
    ]).toEqual(['45 s', '2 min', '1 day', '90 days']);
    expect(errorMessages.tryAgainIn('Too many messages', 90)).toBe('Too many messages. Try again in 2 min');
  });
});

describe('the contract’s schemas', () => {
  // A message read when the schema is built stays in the language of that moment (Ukrainian): a schema reads a
  // translated catalog's message through a function, when it fails.
  const TRANSLATED = [
    'accountMessages',
    'errorMessages',
    'fieldMessages',
    'settingsMessages',
    'examMessages',
    'paymentMessages',
    'repetitionMessages',
    'reportMessages',
    'reportReasonLabels',
    'teacherMessages',
    'categoryMessages',
    'learningMessages',
    'pageMessages',
    'theoryMessages',
  ];
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
