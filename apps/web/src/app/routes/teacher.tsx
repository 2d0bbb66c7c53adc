import { CabinetPage } from '@/features/teacher/components/cabinet-page.tsx';
import { TeacherGate } from '@/features/teacher/components/teacher-gate.tsx';

export function TeacherRoute() {
  return (
    <TeacherGate title="Кабінет викладача">
      <CabinetPage />
    </TeacherGate>
  );
}
