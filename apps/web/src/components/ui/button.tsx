import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'premium' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block = false }: LookProps, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ComponentProps<'button'> & LookProps) {
  return <button type={type} className={classes({ variant, size, block }, className)} {...rest} />;
}

/** A link that looks like a button (navigation stays a link for screen readers and middle clicks). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: LinkProps & LookProps & { children: ReactNode }) {
  return (
    <Link className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
