import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './profile.module.css';

export function SignInPrompt() {
  return (
    <div className={`${styles.card} ${styles.plug}`}>
      <p>Увійдіть, щоб переглянути свій кабінет.</p>
      <div>
        <ButtonLink to="/login">Увійти</ButtonLink>
      </div>
    </div>
  );
}
