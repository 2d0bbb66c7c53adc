import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

describe('navItems', () => {
  it('leads a teacher to their cabinet, and nobody else', () => {
    const teacher = navItems({ signedIn: true, premium: false, teacher: true });
    expect(teacher).toContainEqual({ to: '/teacher', label: 'Кабінет викладача' });
    for (const viewer of [
      { signedIn: true, premium: true, teacher: false },
      { signedIn: false, premium: false, teacher: false },
    ]) {
      expect(navItems(viewer).map((i) => i.to)).not.toContain('/teacher');
    }
  });
});
