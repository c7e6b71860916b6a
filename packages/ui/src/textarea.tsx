import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  /** The height it keeps at least, instead of `min-h-24` (a one-line box that grows: `min-h-11`). */
  minHeight?: `min-h-${string}`;
}

export function Textarea({ className, rows = 4, minHeight = 'min-h-24', ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, 'w-full py-2.5 text-sm leading-6', minHeight, className)}
      {...props}
    />
  );
}
