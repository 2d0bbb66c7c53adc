import { StaticPage } from '@/features/pages/components/static-page.tsx';

export function AboutRoute() {
  return <StaticPage slug="about" fallbackTitle="Про нас" />;
}
