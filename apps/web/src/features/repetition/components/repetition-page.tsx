import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { GuestPrompt, PremiumOffer } from './access-prompts.tsx';
import { DueCard } from './due-card.tsx';
import { StrengthTabs } from './strength-tabs.tsx';
import styles from './repetition.module.css';

/** /repetition (spec section 2, decisions 071 and 072): today's spaced review and the themes by strength. */
export function RepetitionPage() {
  const { _ } = useLingui();
  const token = useToken();
  const user = useUser();
  let body;
  if (!token) body = <GuestPrompt />;
  else if (!user) body = <Spinner />;
  else if (!user.premium_check) body = <PremiumOffer />;
  else
    body = (
      <>
        <DueCard />
        <StrengthTabs />
      </>
    );
  return (
    <div className={styles.page}>
      <PageTitle subtitle={_('repetition.page.subtitle')}>{_('repetition.page.title')}</PageTitle>
      {body}
    </div>
  );
}
