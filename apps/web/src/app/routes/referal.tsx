import { useLingui } from '@lingui/react';
import { InvitationsPage } from '@/features/teacher/components/invitations-page.tsx';
import { TeacherGate } from '@/features/teacher/components/teacher-gate.tsx';
import './i18n.ts';

export function ReferalRoute() {
  const { _ } = useLingui();
  return (
    <TeacherGate title={_('routes.invitations')}>
      <InvitationsPage />
    </TeacherGate>
  );
}

export { ReferalRoute as Component };
