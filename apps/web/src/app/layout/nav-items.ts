import type { Viewer } from '@/hooks/use-viewer.ts';

export interface NavItem {
  to: string;
  label: string;
}

/** The main navigation of the header and the mobile menu (spec section 2, Shared header). */
export function navItems(viewer: Viewer): NavItem[] {
  return [
    { to: '/', label: 'Головна' },
    { to: '/started_learn', label: 'Тести' },
    ...(viewer.teacher ? [{ to: '/teacher', label: 'Кабінет викладача' }] : []),
    // The console is shown to its operators only; anyone else who finds /admin sees the not-found screen.
    ...(viewer.operator ? [{ to: '/admin', label: 'Консоль оператора' }] : []),
    ...(viewer.signedIn && viewer.premium ? [{ to: '/theory', label: 'Теорія' }] : []),
    { to: '/about', label: 'Про нас' },
    ...(viewer.signedIn ? [] : [{ to: '/login', label: 'Вхід/Реєстрація' }]),
  ];
}
