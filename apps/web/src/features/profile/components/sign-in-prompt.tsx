import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './profile.module.css';

/** What a guest sees on the profile screens: the screen's one heading says why it is closed. */
export function SignInPrompt() {
  return (
    <div className={`${styles.card} ${styles.plug}`}>
      <h1 className={styles.plugTitle}>Увійдіть, щоб переглянути свій кабінет</h1>
      <div>
        <ButtonLink to="/login">Увійти</ButtonLink>
      </div>
    </div>
  );
}
