import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { navItems as items } from './nav-items.ts';

/** The items with their labels as the learner reads them. */
const navItems = (viewer: Parameters<typeof items>[0]) =>
  items(viewer).map((item) => ({ ...item, label: i18n._(item.label) }));

const pupil = { signedIn: true, premium: false, teacher: false, operator: false };

describe('navItems', () => {
  it('leads a teacher to their cabinet, and nobody else', () => {
    const teacher = navItems({ ...pupil, teacher: true });
    expect(teacher).toContainEqual({ to: '/teacher', label: 'Кабінет викладача' });
    for (const viewer of [
      { ...pupil, premium: true },
      { ...pupil, operator: true },
      { ...pupil, signedIn: false },
    ]) {
      expect(navItems(viewer).map((i) => i.to)).not.toContain('/teacher');
    }
  });

  it('leads an operator to the console, and nobody else', () => {
    expect(navItems({ ...pupil, operator: true })).toContainEqual({
      to: '/admin',
      label: 'Консоль оператора',
    });
    for (const viewer of [pupil, { ...pupil, teacher: true, premium: true }, { ...pupil, signedIn: false }]) {
      expect(navItems(viewer).map((i) => i.to)).not.toContain('/admin');
    }
  });
});
