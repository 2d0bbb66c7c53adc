/**
 * The app's API requests wait until its first screen has been painted (decision 149). The first screen of every
 * route paints from what the device has (the user kept in the tab, a lesson in progress, a spinner) and needs no
 * answer to paint; started in the commit's effects, the requests' answers came back on a fast network before the
 * paint and took the main thread from it, and Lighthouse prices every request begun before the largest paint into
 * it. Held, they go about a frame later. Only main.tsx holds them: tests and screens rendered alone do not wait.
 */
let held: Promise<void> | null = null;
let release: (() => void) | null = null;

/** Holds every API request until firstScreenCommitted() lets them go, or `maxMs` at most. */
export function holdRequests(maxMs = 3000): void {
  held = new Promise((resolve) => {
    release = () => {
      held = null;
      release = null;
      resolve();
    };
    setTimeout(() => release?.(), maxMs);
  });
}

/** The router's first screen is on the page: the requests go once the browser has painted it. */
export function firstScreenCommitted(): void {
  const go = release;
  if (!go) return;
  // A hidden tab paints nothing (and runs no frames).
  if (document.visibilityState === 'hidden') go();
  // A frame's callback runs before its paint; a task queued from it runs after.
  else requestAnimationFrame(() => setTimeout(go, 0));
}

/** What a request waits for before it goes: null once the first screen has painted. */
export const requestsHeld = (): Promise<void> | null => held;
