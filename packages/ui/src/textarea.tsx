import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 py-2.5 leading-6', className)} {...props} />
  );
}
