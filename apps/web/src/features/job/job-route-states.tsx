import { ErrorState, LoadingState } from '@talanta/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useRouteRetry } from '@/features/shell/route-states';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { JobNotFound } from './job-not-found';

/** The screen's page around its content (title, heading, back link). */
type JobFrame = ComponentType<{ children: ReactNode }>;

/** A job screen while its job loads: the page's frame around the loading state. */
export function jobPending(Frame: JobFrame) {
  return function JobPending() {
    return (
      <Frame>
        <LoadingState label="Loading job" minHeight="min-h-64" />
      </Frame>
    );
  };
}

/** A job screen whose job is missing (with the screen's own texts) or failed to load. */
export function jobError(Frame: JobFrame, notFound: { title: string; description?: string }) {
  return function JobError({ error, reset }: ErrorComponentProps) {
    const retry = useRouteRetry(reset);
    return (
      <Frame>
        {errorCodeOf(error) === 'NOT_FOUND' ? (
          <JobNotFound title={notFound.title} description={notFound.description} />
        ) : (
          <ErrorState
            title="This job could not be loaded"
            message={messageOf(error, 'Check your connection and try again.')}
            onRetry={retry}
          />
        )}
      </Frame>
    );
  };
}
