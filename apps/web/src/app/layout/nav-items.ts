import type { Viewer } from '@/hooks/use-viewer.ts';

export interface NavItem {
  to: string;
  /** The label's id in the shell catalog (src/locales). */
  label: string;
}

/** The main navigation of the header and the mobile menu (spec section 2, Shared header). */
export function navItems(viewer: Viewer): NavItem[] {
  return [
    { to: '/', label: 'nav.home' },
    { to: '/started_learn', label: 'nav.tests' },
    ...(viewer.signedIn ? [{ to: '/search', label: 'nav.search' }] : []),
    ...(viewer.teacher ? [{ to: '/teacher', label: 'nav.teacher' }] : []),
    // The console is shown to its operators only; anyone else who finds /admin sees the not-found screen.
    ...(viewer.operator ? [{ to: '/admin', label: 'nav.admin' }] : []),
    ...(viewer.signedIn && viewer.premium ? [{ to: '/theory', label: 'nav.theory' }] : []),
    { to: '/about', label: 'nav.about' },
    ...(viewer.signedIn ? [] : [{ to: '/login', label: 'nav.login' }]),
  ];
}
