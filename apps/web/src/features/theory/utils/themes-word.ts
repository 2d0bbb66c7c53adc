const rules = new Intl.PluralRules('uk');

const FORMS: Record<string, string> = { one: 'тема', few: 'теми', many: 'тем', other: 'теми' };

/** '1 тема', '3 теми', '5 тем', '21 тема': the count with the Ukrainian form of 'тема' it takes. */
export function themesCount(count: number): string {
  return `${count} ${FORMS[rules.select(count)] ?? 'тем'}`;
}
