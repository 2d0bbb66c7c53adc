import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { DemoNotice, useDemoNoticeReady } from '@/components/test/demo-notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';
import { useExam } from '../api/get-exam.ts';
import { ExamReview } from './exam-review.tsx';
import { ExamRun } from './exam-run.tsx';
import { ExamSignIn } from './exam-sign-in.tsx';

/** /test for the exam: the run (resumed from the server after a reload) or, once it is over, the review. */
export function ExamScreen() {
  const { _ } = useLingui();
  const token = useToken();
  const [session] = useState(() => sessionStore.get('exam'));
  const query = useExam(session?.examId ?? '', Boolean(token && session));
  const noticeReady = useDemoNoticeReady();
  if (!token) return <ExamSignIn />;
  if (!session) return <Redirect to="/general" />;
  if (query.isPending || !noticeReady) return <Spinner label={_('exam.loading')} />;
  if (query.isError) return <ExamGone message={query.error.message} />;
  if (session.review) {
    // The copy cached while the exam ran is still open: the closed one, with its review, is on its way.
    if (!query.data.closed)
      return query.isFetching ? <Spinner label={_('exam.loadingAnswers')} /> : <Redirect to="/result" />;
    return (
      <>
        <DemoNotice />
        <ExamReview exam={query.data} />
      </>
    );
  }
  return (
    <>
      <DemoNotice />
      <ExamRun key={session.examId} exam={query.data} session={session} />
    </>
  );
}

/** The exam could not be loaded (another learner's, or gone): say so and go back to the mode choice. */
function ExamGone({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearTestSession();
    showPopup('error', message || i18n._('exam.loadFailed'));
    void navigate('/general', { replace: true });
  }, [message, navigate]);
  return null;
}
