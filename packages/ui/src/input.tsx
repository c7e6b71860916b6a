import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

/**
 * Shared look of text inputs, textareas and selects; invalid fields turn red via aria-invalid.
 * Joined, not merged with cn(): nothing here conflicts, and cn's first call builds tailwind-merge's
 * class map, which at module load was part of the one long task that evaluates the app.
 */
export const fieldClasses = [
  'w-full rounded-md border border-line-strong bg-surface-raised px-3 text-sm text-ink',
  'placeholder:text-ink-subtle transition-colors',
  'hover:border-ink-subtle focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
  'focus-visible:outline-accent-ring disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/50',
].join(' ');

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
