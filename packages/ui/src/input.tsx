import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

/**
 * Shared look of text inputs, textareas and selects; invalid fields turn red via aria-invalid.
 * Each adds its width, height and text size (`w-full h-11 text-sm` mostly).
 */
export const fieldClasses = [
  'rounded-md border border-line-strong bg-surface-raised px-3 text-ink',
  'placeholder:text-ink-subtle transition-colors',
  'hover:border-ink-subtle focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
  'focus-visible:outline-accent-ring disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/50',
].join(' ');

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** 40px high instead of 44px, beside a list it filters. */
  compact?: boolean;
  /** Small monospaced text, for a secret or an identifier to copy. */
  mono?: boolean;
}

export function Input({ className, type = 'text', compact = false, mono = false, ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        'w-full',
        compact ? 'h-10' : 'h-11',
        mono ? 'font-mono text-xs' : 'text-sm',
        className,
      )}
      {...props}
    />
  );
}
