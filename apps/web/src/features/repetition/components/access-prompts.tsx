import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** A guest: repetition is the learner's own work, so they sign in to their cabinet first. */
export function GuestPrompt() {
  const { _ } = useLingui();
  return (
    <AccessPlug kind="sign-in" title={_('repetition.signIn.title')} titleId="repetition-guest-title">
      {_('repetition.signIn.text')}
    </AccessPlug>
  );
}

/** A free learner: repetition comes with Premium. */
export function PremiumOffer() {
  const { _ } = useLingui();
  return (
    <AccessPlug kind="premium" title={_('repetition.premium.title')} titleId="repetition-premium-title">
      {_('repetition.premium.text')}
    </AccessPlug>
  );
}
