import type { ReactNode } from 'react';

interface IconProps {
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/** A decorative 24×24 icon that takes the text colour; the button or link around it carries the name. */
function Icon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {children}
    </svg>
  );
}

/** × of the close buttons. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Icon>
  );
}

/** Three lines of the menu buttons. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Icon>
  );
}

/** The previous / next arrow of a slider. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Icon {...props}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
    </Icon>
  );
}

/** An eye, struck through while the password is hidden. */
export function EyeIcon({ struck, ...props }: IconProps & { struck: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {struck ? <path d="M4 20L20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </Icon>
  );
}

/** A speech bubble (a comment). */
export function CommentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </Icon>
  );
}

/** A play triangle (a video). */
export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </Icon>
  );
}

/** The Преміум crown; `fill` defaults to the text colour. */
export function CrownIcon({ fill = 'currentColor', ...props }: IconProps & { fill?: string }) {
  return (
    <Icon {...props}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill={fill} />
    </Icon>
  );
}

/** A padlock (a locked theme). */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </Icon>
  );
}

/** An arrow pointing right (next); flip it with CSS for previous. */
export function ArrowIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M5 12h14M13 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** An open book (theory). */
export function BookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A clock face (the countdown of timed tests). */
export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}
