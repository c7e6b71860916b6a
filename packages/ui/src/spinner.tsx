import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is only a picture. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-accent', SIZES[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
