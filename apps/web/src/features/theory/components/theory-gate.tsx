import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import '../i18n.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useTheoryAccess } from '../hooks/use-theory-access.ts';
import { GuestPlug, PremiumPlug } from './access-plugs.tsx';
import styles from './theory.module.css';

/** Shows a theory screen only to those who may read it; the others get a sign-in or Premium explanation. */
export function TheoryGate({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const access = useTheoryAccess();
  if (access === 'open') return children;
  return (
    <div className={styles.page}>
      <PageTitle>{_('theory.title')}</PageTitle>
      {access === 'guest' ? <GuestPlug /> : <PremiumPlug />}
    </div>
  );
}
