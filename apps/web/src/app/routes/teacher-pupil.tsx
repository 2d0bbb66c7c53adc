import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { PupilPage } from '@/features/teacher/components/pupil-page.tsx';
import { TeacherGate } from '@/features/teacher/components/teacher-gate.tsx';

export function TeacherPupilRoute() {
  const { _ } = useLingui();
  const { pupilId } = useParams();
  // Not a whole positive number: the page says the pupil is not found without asking the server.
  const id = /^\d{1,9}$/.test(pupilId ?? '') ? Number(pupilId) : 0;
  return (
    <TeacherGate title={_('header.rolePupil')}>
      <PupilPage key={id} pupilId={id} />
    </TeacherGate>
  );
}

export { TeacherPupilRoute as Component };
