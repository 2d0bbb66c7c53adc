import type { CategoryCode } from '@pdr/contract/catalog';

/**
 * A test's name with the licence category it was taken in: 'Іспит · кат. C'. Tests other than the exam, and exams
 * recorded before categories, have none and keep their plain name.
 */
export function withCategory(label: string, category: CategoryCode | null | undefined): string {
  return category ? `${label} · кат. ${category}` : label;
}
