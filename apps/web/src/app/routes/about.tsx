import { useLingui } from '@lingui/react';
import { StaticPage } from '@/features/pages/components/static-page.tsx';

export function AboutRoute() {
  const { _ } = useLingui();
  return <StaticPage slug="about" fallbackTitle={_('nav.about')} />;
}

export { AboutRoute as Component };
