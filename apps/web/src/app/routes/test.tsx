import { LeaveTestGuard } from '@/components/test/leave-test.tsx';
import { ExamScreen } from '@/features/exam/components/exam-screen.tsx';
import { TestScreen } from '@/features/learning/components/test-screen.tsx';
import { sessionStore } from '@/lib/storage.ts';

/** /test: the exam (its session key set by /general or /result) or a learning test. */
export function TestRoute() {
  return (
    <>
      {sessionStore.get('exam') ? <ExamScreen /> : <TestScreen />}
      <LeaveTestGuard />
    </>
  );
}
