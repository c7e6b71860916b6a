import { Alert, Button, Spinner } from '@talanta/ui';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { JobNotFound } from './job-not-found';

interface JobQueryStateProps {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  /** The missing-job texts of the screen ("Job Not Found" on details, "Job not found" on apply). */
  notFoundTitle: string;
  notFoundDescription?: string;
}

/** A job screen's spinner, missing job or load error; null once the job is there. */
export function JobQueryState({
  isPending,
  error,
  refetch,
  notFoundTitle,
  notFoundDescription,
}: JobQueryStateProps) {
  if (isPending) {
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner size="lg" label="Loading job" />
      </div>
    );
  }
  if (!error) return null;
  if (errorCodeOf(error) === 'NOT_FOUND') {
    return <JobNotFound title={notFoundTitle} description={notFoundDescription} />;
  }
  return (
    <Alert tone="danger" title="This job could not be loaded">
      {messageOf(error, 'Check your connection and try again.')}
      <div>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
