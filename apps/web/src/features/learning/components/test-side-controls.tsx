import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { LeaveTestDialog, testUnderWay } from '@/components/test/leave-test.tsx';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';
import { formatClock } from '@/lib/clock.ts';

/** The side menu on /test: the countdown of timed tests and the red 'Завершити тест' button. */
export function TestSideControls() {
  const navigate = useNavigate();
  const [general] = useState(() => sessionStore.get('general'));
  const [left, setLeft] = useState(() => sessionStore.get('timer'));
  const [asking, setAsking] = useState(false);
  const timed = general !== undefined && ['all_theme', 'exam'].includes(general.type);
  useEffect(() => {
    if (!timed) return;
    // The test screen owns the countdown and writes it to session storage each second.
    const id = window.setInterval(() => setLeft(sessionStore.get('timer')), 500);
    return () => window.clearInterval(id);
  }, [timed]);
  const leave = () => {
    setAsking(false);
    // Cleared first: the route's guard then lets this navigation through without asking a second time.
    clearTestSession();
    const back = general?.type === 'review' ? '/repetition' : '/learn';
    void navigate(general?.type === 'exam' ? '/started_learn' : back);
  };
  return (
    <>
      {timed && left !== undefined ? (
        <p role="timer" aria-label="Залишилось часу">
          ⏱ {formatClock(left)}
        </p>
      ) : null}
      <Button variant="danger" block onClick={() => (testUnderWay() ? setAsking(true) : leave())}>
        Завершити тест
      </Button>
      <LeaveTestDialog open={asking} onStay={() => setAsking(false)} onLeave={leave} />
    </>
  );
}
