import { type ReactNode, useId } from 'react';
import { cn } from './cn';
import { Label } from './label';
import { Slot } from './slot';
import { useUiTexts } from './ui-texts';

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message shown under the control. */
  error?: string;
  /** A hint under the control, read with it by screen readers. */
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  /** The one control (Input, Select, Textarea): it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

/** Label, control and error wired together, so every form in the app is labelled the same way. */
export function FormField({ label, error, hint, optional, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const texts = useUiTexts();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {optional && <span className="ml-1 font-normal text-ink-subtle">{texts.optional}</span>}
        </Label>
        {labelAside}
      </div>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hintId && (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
