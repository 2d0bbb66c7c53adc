import { lazy, Suspense } from 'react';
import type { SideMenu } from './side-menu.tsx';

/**
 * The side menu comes with the screens that show it, not with the first load of `/` (which has none): the route
 * table loads it beside each such screen's chunk (router.tsx), so it is here when the screen shows.
 */
let Loaded: typeof SideMenu | null = null;

export function loadSideMenu(): Promise<typeof SideMenu> {
  return import('./side-menu.tsx').then((module) => (Loaded = module.SideMenu));
}

const LazySideMenu = lazy(() => loadSideMenu().then((component) => ({ default: component })));

export function SideMenuSlot() {
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LazySideMenu />
    </Suspense>
  );
}
