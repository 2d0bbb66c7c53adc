import { ProfileEdit } from '@/features/profile/components/profile-edit-form.tsx';
import styles from '@/features/profile/components/profile.module.css';

export function ProfileEditRoute() {
  return (
    <div className={styles.page}>
      <ProfileEdit />
    </div>
  );
}

export { ProfileEditRoute as Component };
