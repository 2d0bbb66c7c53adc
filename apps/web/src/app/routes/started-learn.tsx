import { ThemeMapScreen } from '@/features/learning/components/theme-map.tsx';
import { FavouritesLink } from '@/features/favourites/components/favourites-link.tsx';
import { MarathonLink } from '@/features/marathon/components/marathon-link.tsx';
import { SaveOfflineToggle } from '@/features/offline/save-offline-toggle.tsx';

export function StartedLearnRoute() {
  return (
    <ThemeMapScreen
      mapExtras={(themeId) => (
        <>
          <SaveOfflineToggle themeId={themeId} />
          <FavouritesLink />
          <MarathonLink />
        </>
      )}
    />
  );
}

export { StartedLearnRoute as Component };
