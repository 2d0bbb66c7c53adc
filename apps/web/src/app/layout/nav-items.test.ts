import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

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
