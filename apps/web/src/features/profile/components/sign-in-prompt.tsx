import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { SettingsSection } from '@/components/settings/settings-section.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './profile.module.css';

/**
 * What a guest sees on the profile screens: the screen's one heading says why it is closed. The settings are the
 * device's own, so a guest has them here too (issue 53, item 5).
 */
export function SignInPrompt() {
  const { _ } = useLingui();
  return (
    <div className={`${styles.card} ${styles.plug}`}>
      <h1 className={styles.plugTitle}>{_('profile.signInTitle')}</h1>
      <div>
        <ButtonLink to="/login">{_('access.signIn')}</ButtonLink>
      </div>
      <SettingsSection />
    </div>
  );
}
