import { useEffect, useState } from 'react';
import {
  POPUP_NARROW_DURATION_MS,
  POPUP_WIDE_ABOVE_PX,
  POPUP_WIDE_DURATION_MS,
} from '@pdr/contract/constants';
import { clearPopup, usePopup, type PopupMessage } from '@/lib/popup.ts';
import styles from './popup-bar.module.css';

/** Length of the slide-in and slide-out animations. */
export const POPUP_SLIDE_MS = 300;
export const POPUP_WIDE_TOP_PX = 16;
export const POPUP_NARROW_TOP_PX = 76;

/** How long a message stays and how far from the top it sits, for a window of this width. */
export function popupPlacement(width: number): { durationMs: number; topPx: number } {
  return width > POPUP_WIDE_ABOVE_PX
    ? { durationMs: POPUP_WIDE_DURATION_MS, topPx: POPUP_WIDE_TOP_PX }
    : { durationMs: POPUP_NARROW_DURATION_MS, topPx: POPUP_NARROW_TOP_PX };
}

function PopupItem({ message }: { message: PopupMessage }) {
  const [placement] = useState(() => popupPlacement(window.innerWidth));
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const leave = window.setTimeout(() => setLeaving(true), POPUP_SLIDE_MS + placement.durationMs);
    const clear = window.setTimeout(() => clearPopup(message.id), 2 * POPUP_SLIDE_MS + placement.durationMs);
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(clear);
    };
  }, [message.id, placement.durationMs]);

  const isError = message.kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={[styles.bar, isError ? styles.error : styles.success, leaving ? styles.leaving : '']
        .filter(Boolean)
        .join(' ')}
      style={{ top: `${placement.topPx}px`, animationDuration: `${POPUP_SLIDE_MS}ms` }}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.18" />
        {isError ? (
          <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        ) : (
          <path
            d="M7.5 12.5l3 3 6-6.5"
            stroke="currentColor"
            strokeWidth="2.4"
            fill="none"
            strokeLinecap="round"
          />
        )}
      </svg>
      <span>{message.text}</span>
    </div>
  );
}

/** The global message bar: slides in at the top, waits, slides out and clears itself (spec section 4, Popup). */
export function PopupBar() {
  const message = usePopup();
  if (!message) return null;
  // A new id remounts the item, so a second message restarts the timers.
  return <PopupItem key={message.id} message={message} />;
}
