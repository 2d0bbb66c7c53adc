import { FavouritesPage } from '@/features/favourites/components/favourites-page.tsx';

export function FavouritesRoute() {
  return <FavouritesPage />;
}

export { FavouritesRoute as Component };
