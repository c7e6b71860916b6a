import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';
import { useUiTexts } from './ui-texts';

export interface LoadingStateProps {
  /** What is loading ("Loading applications"); shown and announced. */
  label?: string;
  /** `page` fills most of the screen; `section` sits inside a card or a list. */
  size?: 'page' | 'section';
  /** The height it keeps, instead of its size's (`min-h-24` in a small panel). */
  minHeight?: `min-h-${string}`;
  className?: string;
}

/** The one loading state: a spinner with its text, announced politely to screen readers. */
export function LoadingState({ label, size = 'section', minHeight, className }: LoadingStateProps) {
  const texts = useUiTexts();
  label ??= texts.loading;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-sm text-ink-muted',
        minHeight ?? (size === 'page' ? 'min-h-[60dvh]' : 'min-h-40'),
        className,
      )}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn('animate-spin text-accent', size === 'page' ? 'size-10' : 'size-8')}
      />
      <p>{label}</p>
    </div>
  );
}
