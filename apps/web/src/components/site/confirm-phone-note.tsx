import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './confirm-phone-note.module.css';

/**
 * What a learner whose number is not confirmed sees where a question report waits for it (decision 166): why, and
 * the way to /confirm_phone, which leads back here.
 */
export function ConfirmPhoneNote({ children }: { children: string }) {
  const { _ } = useLingui();
  const location = useLocation();
  return (
    <div className={styles.note} role="note">
      <p className={styles.text}>{children}</p>
      <ButtonLink to="/confirm_phone" state={{ back: `${location.pathname}${location.search}` }} size="md">
        {_('site.confirmPhone')}
      </ButtonLink>
    </div>
  );
}
