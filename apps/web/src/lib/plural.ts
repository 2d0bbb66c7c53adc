/**
 * The one plural helper (decisions.md: forms from Intl.PluralRules('uk'); decision 143). A noun has the forms a
 * count takes ('1 питання', '3 питання', '5 питань') and, after 'з', the genitive: singular after a count whose
 * form is 'one', `ofFew` after one whose form is 'few', plural after any other. 'Питання' keeps the spec's rule
 * there too: a count ending in 1-4 but not 11-14 takes 'питання' ('1 з 3 питання', '22 з 22 питання').
 */
export interface Noun {
  one: string;
  few: string;
  many: string;
  /** Genitive singular, after 'з 1', 'з 21'. */
  ofOne: string;
  /** After 'з 2', 'з 22', when not the genitive plural (`many`): 'питання' for a question (the spec's word). */
  ofFew?: string;
}

export const NOUNS = {
  question: { one: 'питання', few: 'питання', many: 'питань', ofOne: 'питання', ofFew: 'питання' },
  exam: { one: 'іспит', few: 'іспити', many: 'іспитів', ofOne: 'іспиту' },
  theme: { one: 'тема', few: 'теми', many: 'тем', ofOne: 'теми' },
  lesson: { one: 'урок', few: 'уроки', many: 'уроків', ofOne: 'уроку' },
  mistake: { one: 'помилка', few: 'помилки', many: 'помилок', ofOne: 'помилки' },
  pupil: { one: 'учень', few: 'учні', many: 'учнів', ofOne: 'учня' },
  day: { one: 'день', few: 'дні', many: 'днів', ofOne: 'дня' },
  hour: { one: 'година', few: 'години', many: 'годин', ofOne: 'години' },
  minute: { one: 'хвилина', few: 'хвилини', many: 'хвилин', ofOne: 'хвилини' },
  second: { one: 'секунда', few: 'секунди', many: 'секунд', ofOne: 'секунди' },
} as const satisfies Record<string, Noun>;

const rules = new Intl.PluralRules('uk');

/** The form a count takes: 'питання' after 1-4 and 21-24, 'питань' after 0, 5-20, 25… */
export function word(count: number, noun: Noun): string {
  const form = rules.select(count);
  return form === 'one' || form === 'few' ? noun[form] : noun.many;
}

/** '3 питання', '5 питань'. */
export function countOf(count: number, noun: Noun): string {
  return `${count} ${word(count, noun)}`;
}

/** The noun after 'з {count}': 'з 1 питання', 'з 3 питання', 'з 22 питання', 'з 5 питань'; 'з 3 іспитів'. */
export function ofWord(count: number, noun: Noun): string {
  const form = rules.select(count);
  if (form === 'one') return noun.ofOne;
  return form === 'few' ? (noun.ofFew ?? noun.many) : noun.many;
}

/** '{part} з {total} питань': '1 з 3 питання', '22 з 22 питання', '19 з 20 питань'. */
export function partOf(part: number, total: number, noun: Noun): string {
  return `${part} з ${total} ${ofWord(total, noun)}`;
}
