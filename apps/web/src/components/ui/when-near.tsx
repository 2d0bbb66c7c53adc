import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  children: ReactNode;
  /**
   * The box that keeps the part's space until it is shown (its min-height), so nothing below it moves when it
   * arrives. A class, not a style attribute: the home page is built into index.html, and the Content-Security-Policy
   * refuses style attributes in markup (decision 131).
   */
  className: string | undefined;
  /** How it is announced while its code loads. */
  label: string;
}

/**
 * How long after the page's load a part out of sight still waits. Loaded while the page loads, the home page's
 * carousel and form (their libraries, about 270 ms of script on a phone at Lighthouse's 4x) tripled its total
 * blocking time: 326 ms against 49 without them, median of five. Later than the first seconds of reading, they cost
 * the learner nothing.
 */
export const LATE_MS = 10_000;

/** Runs `work` once the browser is idle LATE_MS after the page's load; answers a cancel. */
function late(work: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== 'function') return work();
      const id = window.requestIdleCallback(work, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    }, LATE_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}

/**
 * Renders a part of a page (typically a lazy component) once it comes within a screen of the viewport: the code of
 * what is below the fold is neither in the first load nor fetched while the page loads. Until then a box of the same
 * height holds its place (marked busy while the code loads). It also comes LATE_MS after the load, so that it
 * is in the page for whoever reads it without scrolling (a heading list, a search in the page). Browsers without
 * IntersectionObserver render it at once.
 */
export function WhenNear({ children, className, label }: WhenNearProps) {
  // Near at once where the browser cannot tell; not yet when rendered without a browser (the home page built into
  // index.html, decision 117), as the browser's first render will be.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(box.current);
    const cancel = late(() => setNear(true));
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [near]);
  if (!near) return <div ref={box} className={className} />;
  // Busy only while its code is on the way, not while it waits out of sight.
  const loading = (
    <div className={className} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}
