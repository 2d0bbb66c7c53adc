import { InvitationsPage } from '@/features/teacher/components/invitations-page.tsx';
import { TeacherGate } from '@/features/teacher/components/teacher-gate.tsx';

export function ReferalRoute() {
  return (
    <TeacherGate title="Запрошення до навчання">
      <InvitationsPage />
    </TeacherGate>
  );
}
