import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { AgreementRequisites } from '@/features/pages/components/agreement-requisites.tsx';
import { StaticPage } from '@/features/pages/components/static-page.tsx';
import './i18n.ts';

export function AgreementRoute() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <StaticPage
      slug="term"
      fallbackTitle={_('routes.agreement')}
      footer={
        <>
          <AgreementRequisites />
          <Button
            variant="secondary"
            onClick={() => {
              // Opened in a new tab from the footer there is no page of ours to go back to: go home instead.
              if (location.key !== 'default') void navigate(-1);
              else void navigate('/');
            }}
          >
            {_('side.back')}
          </Button>
        </>
      }
    />
  );
}

export { AgreementRoute as Component };
