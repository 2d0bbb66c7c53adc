import { useEffect, useState } from 'react';
import { deviceHoldsLearnerData } from '@/lib/device-data.ts';
import { useToken } from '@/lib/session.ts';

/**
 * Whether the offline layer (the learner's data on the device and the outbox, offline-layer.tsx) is needed: a
 * learner is signed in in this tab, or the device keeps what a session left. A guest whose device holds nothing
 * never loads its code nor opens the database. Once needed it stays, so that the end of a session is seen through.
 */
export function useLearnerLayer(): boolean {
  const signedIn = useToken() !== null;
  const [needed, setNeeded] = useState(signedIn);
  // Remembered once true (React's way to keep a value derived from an earlier render).
  if (signedIn && !needed) setNeeded(true);
  useEffect(() => {
    if (needed) return;
    let live = true;
    void deviceHoldsLearnerData().then((holds) => live && holds && setNeeded(true));
    return () => {
      live = false;
    };
  }, [needed]);
  return needed || signedIn;
}
