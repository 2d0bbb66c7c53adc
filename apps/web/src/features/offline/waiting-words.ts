import { word, type Noun } from '@/lib/plural.ts';

const RESULT: Noun = { one: 'результат', few: 'результати', many: 'результатів', ofOne: 'результату' };

/** '1 результат чекає на зв'язок', '3 результати чекають…', '5 результатів чекають…'. */
export function waitingText(count: number): string {
  const verb = word(count, { one: 'чекає', few: 'чекають', many: 'чекають', ofOne: 'чекає' });
  return `${count} ${word(count, RESULT)} ${verb} на зв'язок`;
}
