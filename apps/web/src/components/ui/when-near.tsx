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

const IDLE_TIMEOUT_MS = 4000;

/** Runs `work` when the browser is idle after the page's load (within seconds at most); answers a cancel. */
function afterIdle(work: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(work, IDLE_TIMEOUT_MS / 2);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

/**
 * Renders a part of a page (typically a lazy component) once it comes within a screen of the viewport: the code of
 * what is below the fold is not part of the first load (issue 13). Until then a box of the same height holds its
 * place (marked busy while the code loads). It also comes once the browser is idle after the first load, so that
 * it is in the page for whoever reads it without scrolling. Browsers without IntersectionObserver render it at once.
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
    // Also once the page is idle after its first load: a screen reader's reading cursor, a search in the page or a
    // heading list then finds the part without anyone scrolling to it.
    const idle = afterIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      idle();
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
