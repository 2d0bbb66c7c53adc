const rules = new Intl.PluralRules('uk');

/**
 * 'питання' or 'питань' after a count: the one and few forms (1, 2-4, 21-24, …) take 'питання', the rest
 * 'питань' (decisions: the spec's list 1, 2, 3, 4, 21, 24 is the one/few forms).
 */
export function questionsWord(count: number): string {
  const form = rules.select(count);
  return form === 'many' ? 'питань' : 'питання';
}

/** 'урок' forms for the map header: 1 урок, 2 уроки, 5 уроків. */
export function lessonsWord(count: number): string {
  const form = rules.select(count);
  if (form === 'one') return 'урок';
  if (form === 'few') return 'уроки';
  return 'уроків';
}
