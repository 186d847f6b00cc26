/** A small label, e.g. "popular" or a count; tone picks the colour. */
import type { ReactNode } from 'react';

export interface BadgeProps {
  children: ReactNode;
  tone?: 'neutral' | 'accent' | 'success' | 'warning';
  /** Text for screen readers when the visible content alone says too little (e.g. only a number). */
  label?: string;
}

export function Badge({ children, tone = 'neutral', label }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`}>
      {label ? <span aria-hidden="true">{children}</span> : children}
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
