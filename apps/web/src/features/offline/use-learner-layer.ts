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
  const [kept, setKept] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (signedIn) return;
    let live = true;
    void deviceHoldsLearnerData().then((holds) => live && setKept(holds));
    return () => {
      live = false;
    };
  }, [signedIn]);
  // Kept from render to render (React's way to remember a value derived from earlier props).
  if ((signedIn || kept) && !needed) setNeeded(true);
  return needed || signedIn || kept;
}
