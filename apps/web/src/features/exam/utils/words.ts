const rules = new Intl.PluralRules('uk');

type Forms = Record<'one' | 'few' | 'many', string>;

function pick(count: number, forms: Forms): string {
  const form = rules.select(count);
  return form === 'one' || form === 'few' ? forms[form] : forms.many;
}

/** '1 іспит', '3 іспити', '5 іспитів' (decisions: plural forms from Intl.PluralRules('uk')). */
export function examsWord(count: number): string {
  return pick(count, { one: 'іспит', few: 'іспити', many: 'іспитів' });
}

/** After 'з … останніх': 'з 1 останнього іспиту', 'з 5 останніх іспитів'. */
export function ofExamsWord(count: number): string {
  return pick(count, { one: 'іспиту', few: 'іспитів', many: 'іспитів' });
}
