import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** What a guest sees on the exam's screens. */
export function ExamSignIn() {
  const { _ } = useLingui();
  return (
    <AccessPlug kind="sign-in" level={1} placement="screen" title={_('exam.signInTitle')}>
      {_('exam.signInText')}
    </AccessPlug>
  );
}
