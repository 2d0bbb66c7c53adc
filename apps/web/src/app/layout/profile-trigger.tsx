import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { CrownIcon } from '@/components/ui/icons.tsx';
import styles from './header.module.css';
import own from './accounts-slots.module.css';

function ProfileIcon({ premium }: { premium: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <circle
        cx="12"
        cy="8.5"
        r="4"
        fill={premium ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
        fill={premium ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The header's profile button; the dropdown (profile-menu.tsx) wraps it once its code has loaded. */
export function ProfileTrigger({ premium, ...props }: { premium: boolean } & ComponentProps<'button'>) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      className={[styles.iconButton, own.trigger, premium ? own.triggerPremium : ''].join(' ')}
      aria-label={premium ? _('header.profileMenuPremium') : _('header.profileMenu')}
      {...props}
    >
      <ProfileIcon premium={premium} />
      {premium ? <CrownIcon className={own.crown} size={12} fill="var(--color-accent-dark)" /> : null}
    </button>
  );
}
