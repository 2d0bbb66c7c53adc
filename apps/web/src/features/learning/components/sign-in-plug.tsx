import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './theme-map.module.css';

/** What a guest sees on the learning screens. */
export function SignInPlug() {
  return (
    <section className={styles.plug}>
      <h1>Увійдіть, щоб навчатися</h1>
      <p>Теми, уроки і заліки доступні після входу або реєстрації.</p>
      <div className={styles.plugActions}>
        <ButtonLink to="/login">Увійти</ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          Зареєструватися
        </ButtonLink>
      </div>
    </section>
  );
}
