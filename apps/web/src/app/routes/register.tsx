import { useLingui } from '@lingui/react';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Redirect } from '@/components/routing/redirect.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { ConfirmPhoneForm } from '@/features/auth/components/confirm-phone-form.tsx';
import './i18n.ts';

export function RegisterRoute() {
  const { _ } = useLingui();
  return (
    <AuthCard wide title={_('routes.registerTitle')} subtitle={_('routes.registerSubtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}

/** Where /confirm_phone sends the learner when done: the screen that asked (ConfirmPhoneNote says which), or home. */
export function backFromState(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  // Only a path of this app: never another site, which '//host' would be.
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : '/';
}

/**
 * /confirm_phone: the step after registration, and where every prompt for a confirmed number leads (decision 166).
 * Either way the learner goes back where they came from (home after registration), confirmed or not. It shares the
 * registration screen's chunk: the step follows it without another load, and the entry's route table grows by one
 * line only (the guest's first load of / is at its ceiling, decision 114).
 */
export function ConfirmPhoneRoute() {
  const { _ } = useLingui();
  const token = useToken();
  const user = useUser();
  const navigate = useNavigate();
  const back = backFromState(useLocation().state);
  if (!token) return <Redirect to="/login" />;
  const leave = () => void navigate(back, { replace: true });
  return (
    <AuthCard title={_('routes.confirmPhoneTitle')} subtitle={_('routes.confirmPhoneSubtitle')}>
      {!user ? (
        <Spinner />
      ) : user.phone_confirmed ? (
        <>
          <p role="status">{_('routes.phoneConfirmed')}</p>
          <ButtonLink to={back} replace size="lg" block>
            {_('routes.next')}
          </ButtonLink>
        </>
      ) : (
        <ConfirmPhoneForm phone={user.phone} onConfirmed={leave} onLater={leave} />
      )}
    </AuthCard>
  );
}
