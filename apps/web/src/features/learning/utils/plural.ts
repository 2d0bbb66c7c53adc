const rules = new Intl.PluralRules('uk');

/**
 * 'питання' or 'питань' after a count: the one and few forms (1, 2-4, 21-24, …) take 'питання', the rest
 * 'питань' (decisions: the spec's list 1, 2, 3, 4, 21, 24 is the one/few forms).
 */
export function questionsWord(count: number): string {
  const form = rules.select(count);
  return form === 'many' ? 'питань' : 'питання';
}
