import { useEffect } from 'react';

/**
 * Fetches and decodes the picture of the question after this one while the learner reads this one, so that the
 * next question shows with its picture instead of an empty box until it arrives (pictures are cached as
 * immutable, so the question's own <img> finds it). Only the next one: every picture of a test at once would spend
 * a phone's data on questions the learner may never reach.
 */
export function useNextPicture(questions: readonly { image: string | null }[], index: number): void {
  const url = questions[index + 1]?.image ?? null;
  useEffect(() => {
    if (!url) return;
    const picture = new Image();
    picture.src = url;
    // A picture that fails here is the <img>'s to show or not, as it would without this.
    picture.decode?.().catch(() => undefined);
  }, [url]);
}
