import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { useUiTexts } from './ui-texts';

export interface ErrorStateProps {
  title: ReactNode;
  /** The reason, usually the server's message. */
  message?: ReactNode;
  /** Offered as a button inside the alert when given. */
  onRetry?: () => void;
  /** The button's text; screens keep the words their users (and tests) know. */
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}

/** The one error state: an alert (announced at once) with the reason and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  className,
}: ErrorStateProps) {
  const texts = useUiTexts();
  retryLabel ??= texts.tryAgain;
  return (
    <Alert tone="danger" title={title} className={className}>
      {message && <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" loading={retrying} onClick={onRetry}>
          {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
