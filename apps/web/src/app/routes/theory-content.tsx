import { useParams } from 'react-router';
import { TheoryContent } from '@/features/theory/components/theory-content.tsx';
import { routeId } from '@/features/theory/utils/route-id.ts';

export function TheoryContentRoute() {
  const { theoryId, contentId } = useParams();
  return <TheoryContent theoryId={routeId(theoryId)} contentId={routeId(contentId)} />;
}

export { TheoryContentRoute as Component };
