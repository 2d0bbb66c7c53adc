import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { useFavouriteIds } from '@/hooks/use-favourites.ts';
import { useToken } from '@/lib/session.ts';

/** The way from the theme map to /favourites (issue 51, item 5), with how many are kept. */
export function FavouritesLink() {
  const { _ } = useLingui();
  const token = useToken();
  const count = useFavouriteIds().size;
  if (!token) return null;
  return (
    <ButtonLink to="/favourites" variant="ghost" size="sm">
      {count > 0 ? _('favourites.linkCount', { count }) : _('favourites.title')}
    </ButtonLink>
  );
}
