import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './profile.module.css';

/** What a guest sees on the profile screens: the screen's one heading says why it is closed. */
export function SignInPrompt() {
  const { _ } = useLingui();
  return (
    <div className={`${styles.card} ${styles.plug}`}>
      <h1 className={styles.plugTitle}>{_('profile.signInTitle')}</h1>
      <div>
        <ButtonLink to="/login">{_('access.signIn')}</ButtonLink>
      </div>
    </div>
  );
}
