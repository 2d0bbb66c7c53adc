import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { passwordChangedState } from '../utils/after-reset.ts';

/**
 * After a password reset, for a user whose Premium has ended (spec section 4); /login then says the password was
 * changed, when it was (a failed resend opens this modal too, spec section 8).
 */
export function PremiumExpiredModal({ open, passwordChanged }: { open: boolean; passwordChanged: boolean }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const toLogin = () =>
    void navigate('/login', { replace: true, ...(passwordChanged ? { state: passwordChangedState } : {}) });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) toLogin();
      }}
      title={_('auth.expiredTitle')}
      description={_('auth.expiredText')}
      closeButton={false}
      actions={<Button onClick={toLogin}>{_('auth.signIn')}</Button>}
    />
  );
}
