import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  children: ReactNode;
  /** Space kept for the part until it is shown, so nothing below it moves when it arrives. */
  minHeight: string;
  /** How it is announced while its code loads. */
  label: string;
}

/**
 * Renders a part of a page (typically a lazy component) once it comes within a screen of the viewport: the code of
 * what is below the fold is not part of the first load (issue 13). Until then a box of the same height holds its
 * place (marked busy while the code loads). Browsers without IntersectionObserver render it at once.
 */
export function WhenNear({ children, minHeight, label }: WhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={box} style={{ minHeight }} />;
  // Busy only while its code is on the way, not while it waits out of sight.
  const loading = (
    <div style={{ minHeight }} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}
