import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';
import { formatClock } from './clock.ts';

/** The side menu on /test: the countdown of timed tests and the red 'Завершити тест' button. */
export function TestSideControls() {
  const navigate = useNavigate();
  const [general] = useState(() => sessionStore.get('general'));
  const [left, setLeft] = useState(() => sessionStore.get('timer'));
  const timed = general !== undefined && general.type !== 'theme' && general.type !== 'retest';
  useEffect(() => {
    if (!timed) return;
    // The test screen owns the countdown and writes it to session storage each second.
    const id = window.setInterval(() => setLeft(sessionStore.get('timer')), 500);
    return () => window.clearInterval(id);
  }, [timed]);
  return (
    <>
      {timed && left !== undefined ? (
        <p role="timer" aria-label="Залишилось часу">
          ⏱ {formatClock(left)}
        </p>
      ) : null}
      <Button
        variant="danger"
        block
        onClick={() => {
          clearTestSession();
          void navigate(general?.type === 'exam' ? '/started_learn' : '/learn');
        }}
      >
        Завершити тест
      </Button>
    </>
  );
}
