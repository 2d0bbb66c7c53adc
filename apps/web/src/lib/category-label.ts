import type { CategoryCode } from '@pdr/contract/catalog';
import { i18n } from './i18n.ts';
import './lib-words.ts';

/**
 * A test's name with the licence category it was taken in: 'Іспит · кат. C' ('Exam · cat. C'). Tests other than the exam, and exams
 * recorded before categories, have none and keep their plain name.
 */
export function withCategory(label: string, category: CategoryCode | null | undefined): string {
  return category ? i18n._('lib.withCategory', { label, category }) : label;
}
