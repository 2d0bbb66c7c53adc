import { ProfilePage } from '@/features/profile/components/profile-page.tsx';
import styles from '@/features/profile/components/profile.module.css';

export function ProfileRoute() {
  return (
    <div className={styles.page}>
      <ProfilePage />
    </div>
  );
}

export { ProfileRoute as Component };
