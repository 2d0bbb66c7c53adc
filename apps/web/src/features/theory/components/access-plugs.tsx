import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { BookIcon, LockIcon } from '@/components/ui/icons.tsx';
import { theoryMaterials } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';

/** What a guest sees instead of the theory. */
export function GuestPlug() {
  const { _ } = useLingui();
  // Said without the config (a guest's plug asks the server nothing): no claim about videos.
  return (
    <AccessPlug
      kind="sign-in"
      title={_('theory.guest.title')}
      titleId="theory-guest-title"
      icon={<BookIcon size={28} />}
    >
      {_('theory.guest.text')}
    </AccessPlug>
  );
}

/** What a signed-in user without Premium sees: theory comes with the Premium tariff. */
export function PremiumPlug() {
  const { _ } = useLingui();
  const claims = useSiteClaims();
  return (
    <AccessPlug
      kind="premium"
      title={_('theory.premium.title')}
      titleId="theory-premium-title"
      icon={<LockIcon size={28} />}
    >
      {_('theory.premium.text', { materials: theoryMaterials(claims) })}
    </AccessPlug>
  );
}
