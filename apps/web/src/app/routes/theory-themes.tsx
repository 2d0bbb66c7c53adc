import { useParams } from 'react-router';
import { TheoryThemes } from '@/features/theory/components/theory-themes.tsx';
import { routeId } from '@/features/theory/utils/route-id.ts';

export function TheoryThemesRoute() {
  const { theoryId } = useParams();
  return <TheoryThemes theoryId={routeId(theoryId)} />;
}

export { TheoryThemesRoute as Component };
