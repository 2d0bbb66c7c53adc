import { SearchPage } from '@/features/search/components/search-page.tsx';

export function SearchRoute() {
  return <SearchPage />;
}

export { SearchRoute as Component };
