import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** What a guest sees on the learning screens. */
export function SignInPlug() {
  const { _ } = useLingui();
  return (
    <AccessPlug kind="sign-in" level={1} placement="screen" title={_('learning.signIn.title')}>
      {_('learning.signIn.text')}
    </AccessPlug>
  );
}
