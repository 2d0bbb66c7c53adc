import styles from './profile.module.css';

/** The user's picture, or a drawn default when there is none. */
export function Avatar({ src, premium }: { src: string | null; premium: boolean }) {
  const ring = premium ? `${styles.avatar} ${styles.avatarPremium}` : styles.avatar;
  if (src) return <img className={ring} src={src} alt="" width={96} height={96} />;
  return (
    <svg className={ring} viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
      <rect width="96" height="96" rx="48" fill="var(--color-primary-soft)" />
      <circle cx="48" cy="38" r="16" fill="var(--color-primary)" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="var(--color-primary)" />
    </svg>
  );
}
