import { useLingui } from '@lingui/react';
import { CabinetPage } from '@/features/teacher/components/cabinet-page.tsx';
import { TeacherGate } from '@/features/teacher/components/teacher-gate.tsx';

export function TeacherRoute() {
  const { _ } = useLingui();
  return (
    <TeacherGate title={_('nav.teacher')}>
      <CabinetPage />
    </TeacherGate>
  );
}

export { TeacherRoute as Component };
