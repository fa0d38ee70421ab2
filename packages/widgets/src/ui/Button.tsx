import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './classes';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The main action of its place, or one beside it. */
  kind?: 'primary' | 'secondary';
  /** ::part names, on the buttons of the element scripts (ui/parts.ts). */
  part?: string;
}

/**
 * The widgets' button: `type="button"` unless it submits, drawn as its kind says; a `className`
 * adds to the kind's classes (a colour, a margin where it stands).
 */
export function Button({ kind = 'secondary', type = 'button', className, ...button }: ButtonProps) {
  return (
    <button type={type} className={className ? `${buttonClass[kind]} ${className}` : buttonClass[kind]} {...button} />
  );
}
