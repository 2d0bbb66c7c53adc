import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { OfferModal } from './offer-modal.tsx';

/**
 * Tells a guest that Premium is bought from an account, and offers both ways to one: 'Увійти', and a link to
 * register for those who have none (a third button would not fit the modal's row).
 */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title={_('premium.loginTitle')}
      description={_('premium.loginText')}
      action={{ label: _('access.signIn'), to: '/login' }}
    >
      <p>
        {_('premium.noAccount')} <Link to="/register">{_('access.register')}</Link>
      </p>
    </OfferModal>
  );
}
