import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import styles from './access-plug.module.css';

interface AccessPlugProps {
  /** `sign-in` offers login and registration; `premium` offers the Premium tariff. */
  kind: 'sign-in' | 'premium';
  title: string;
  children: ReactNode;
  /** A screen the plug replaces whole has it as its page heading (h1); a plug inside a page has an h2. */
  level?: 1 | 2;
  /** Centred on an otherwise empty screen, or aligned with the page it stands in. */
  placement?: 'screen' | 'inline';
  icon?: ReactNode;
  titleId?: string;
}

/** What a guest or a learner without Premium sees in place of a closed screen or section. */
export function AccessPlug({
  kind,
  title,
  children,
  level = 2,
  placement = 'inline',
  icon,
  titleId,
}: AccessPlugProps) {
  const { _ } = useLingui();
  const Heading = level === 1 ? 'h1' : 'h2';
  const classes = [styles.plug, styles[placement], kind === 'premium' ? styles.premium : ''];
  return (
    <section className={classes.join(' ').trim()} aria-labelledby={titleId}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>
        {kind === 'sign-in' ? (
          <>
            <ButtonLink to="/login">{_('access.signIn')}</ButtonLink>
            <ButtonLink to="/register" variant="secondary">
              {_('access.register')}
            </ButtonLink>
          </>
        ) : (
          <Button variant="premium" onClick={openPremiumModal}>
            {_('access.premium')}
          </Button>
        )}
      </div>
    </section>
  );
}
