import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { Slot } from './slot';

const VARIANTS = {
  primary: 'bg-accent text-on-accent shadow-glow hover:bg-accent-hover disabled:shadow-none font-semibold',
  secondary: 'bg-surface-raised text-ink border border-line-strong hover:bg-surface-hover font-medium',
  outline: 'border border-line-strong text-ink hover:border-accent hover:text-accent font-medium',
  ghost: 'text-ink-muted hover:bg-surface-hover hover:text-ink font-medium',
  danger: 'bg-danger-soft text-danger border border-danger/40 hover:bg-danger/20 font-medium',
  // Text among text: no height or padding of a size.
  link: 'text-accent underline-offset-4 hover:underline font-medium text-sm gap-2',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-sm gap-1.5 rounded-md',
  md: 'h-10 px-4 text-sm gap-2 rounded-md',
  lg: 'h-12 px-6 text-base gap-2 rounded-lg',
  // As high as a text field, beside one.
  field: 'h-11 px-4 text-sm gap-2 rounded-md',
  icon: 'size-10 rounded-md',
} as const;

/** The same sizes for a label that may run onto a second line (a long translation on a phone). */
const WRAPPING_SIZES: Record<keyof typeof SIZES, string> = {
  sm: 'min-h-8 py-1 px-3 text-sm gap-1.5 rounded-md',
  md: 'min-h-10 py-1.5 px-4 text-sm gap-2 rounded-md',
  lg: 'min-h-12 py-2 px-6 text-base gap-2 rounded-lg',
  field: 'min-h-11 py-1.5 px-4 text-sm gap-2 rounded-md',
  icon: 'size-10 rounded-md',
};

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Renders the child (a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Dimmed while disabled (the default); a stand-in drawn while its real control loads is not. */
  dimmedWhenDisabled?: boolean;
  /** The label may wrap onto more lines (a long translation at phone width) instead of overflowing. */
  wrap?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
  dimmedWhenDisabled = true,
  wrap = false,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center transition-colors',
    wrap ? 'max-w-full text-center whitespace-normal' : 'whitespace-nowrap',
    dimmedWhenDisabled && 'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60',
    variant === 'link' ? undefined : (wrap ? WRAPPING_SIZES : SIZES)[size],
    VARIANTS[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  dimmedWhenDisabled = true,
  wrap = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className, dimmedWhenDisabled, wrap);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
