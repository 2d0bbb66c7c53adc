import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import '../i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ClockIcon } from '@/components/ui/icons.tsx';
import { LeaveTestDialog, testUnderWay } from '@/components/test/leave-test.tsx';
import { clearTestSession, sessionStore, type TestGeneral } from '@/lib/storage.ts';
import styles from './test-side-controls.module.css';
import { formatClock } from '@/lib/clock.ts';

/** Whether the timed test on /test is over and shown for review: its clock has stopped and is not shown. */
function reviewing(general: TestGeneral | undefined): boolean {
  if (general?.type === 'exam') return sessionStore.get('exam')?.review === true;
  return sessionStore.get('result')?.attempt_id === general?.attemptId;
}

/** The side menu on /test: the countdown of timed tests and the red 'Завершити тест' button. */
export function TestSideControls() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [general] = useState(() => sessionStore.get('general'));
  const [left, setLeft] = useState(() => sessionStore.get('timer'));
  const [over, setOver] = useState(() => reviewing(general));
  const [asking, setAsking] = useState(false);
  const timed = general !== undefined && ['all_theme', 'exam'].includes(general.type);
  useEffect(() => {
    if (!timed) return;
    // The test screen owns the countdown and writes it to session storage each second.
    const id = window.setInterval(() => {
      setLeft(sessionStore.get('timer'));
      setOver(reviewing(general));
    }, 500);
    return () => window.clearInterval(id);
  }, [timed, general]);
  const leave = () => {
    setAsking(false);
    // Cleared first: the route's guard then lets this navigation through without asking a second time.
    clearTestSession();
    const back =
      general?.type === 'review' ? '/repetition' : general?.type === 'favourites' ? '/favourites' : '/learn';
    void navigate(general?.type === 'exam' ? '/started_learn' : back);
  };
  return (
    <>
      {timed && over ? <p>{_('learning.test.finished')}</p> : null}
      {timed && !over && left !== undefined ? (
        <p role="timer" aria-label={_('learning.test.timeLeftLabel')} className={styles.clock}>
          <ClockIcon size={18} /> {formatClock(left)}
        </p>
      ) : null}
      <Button variant="danger" block onClick={() => (testUnderWay() ? setAsking(true) : leave())}>
        {_('learning.test.finish')}
      </Button>
      <LeaveTestDialog open={asking} abandon onStay={() => setAsking(false)} onLeave={leave} />
    </>
  );
}
