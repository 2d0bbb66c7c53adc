import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from '@/app/navigation.tsx';
import type { LeaveTestDialogProps } from './leave-test-dialog.tsx';
import { sessionStore } from '@/lib/storage.ts';

/**
 * Whether a test is under way on /test and leaving it would lose or abandon something: an exam that is not the
 * review, or a lesson or credit test whose result has not been stored or sent yet. Read from session storage at
 * the moment of leaving, so a screen that clears the test before it navigates passes without a question.
 */
export function testUnderWay(): boolean {
  const exam = sessionStore.get('exam');
  if (exam) return !exam.review;
  const general = sessionStore.get('general');
  if (!general) return false;
  const result = sessionStore.get('result');
  if (result && result.attempt_id === general.attemptId) return false;
  return !sessionStore.get('pendingResult');
}

// The dialog's code (and the dialog library) loads when it is first needed, not with the first page (decision 113).
const loadDialog = () => import('./leave-test-dialog.tsx');
const LeaveTestModal = lazy(async () => ({ default: (await loadDialog()).LeaveTestModal }));

/** 'Вийти з тесту?': asked before a test in progress is left by any way (button, link or the browser's Back). */
export function LeaveTestDialog(props: LeaveTestDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LeaveTestModal {...props} />
    </Suspense>
  );
}

/** Asks before any navigation away from /test while a test is under way, the browser's Back included. */
export function LeaveTestGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname === '/test' && nextLocation.pathname !== '/test' && testUnderWay(),
  );
  const asking = blocker.state === 'blocked';
  // On /test the question may come at any moment: its code is fetched once the screen is up.
  useEffect(() => void loadDialog(), []);
  return (
    <LeaveTestDialog open={asking} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  );
}
