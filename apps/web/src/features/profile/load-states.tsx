import { Alert, Button, Spinner } from '@talanta/ui';

/** The loading state of a screen's main data. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** The failure state of a screen's main data, with a way to try again. */
export function LoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="danger" title={title}>
        {message}
      </Alert>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
