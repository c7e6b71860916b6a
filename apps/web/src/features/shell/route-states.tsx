import { ErrorState, LoadingState } from '@talanta/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { type ComponentProps, useEffect } from 'react';
import { messageOf } from '@/lib/errors';
import { Page } from './page';

type PageFrame = Omit<ComponentProps<typeof Page>, 'children'>;

/**
 * A route's pending component that keeps its page frame (tab title, heading) and shows the
 * loading state where the content will be, instead of a blank full-page spinner.
 */
export function pagePending(frame: PageFrame, label: string) {
  return function PagePending() {
    return (
      <Page {...frame}>
        <LoadingState label={label} />
      </Page>
    );
  };
}

export interface FailureTexts {
  title: string;
  /** Always this text, whatever the error says. */
  message?: string;
  /** The server's message when it sent one, else this; with neither, the title says it all. */
  fallback?: string;
  retryLabel?: string;
}

/** The text under a failure's title (see FailureTexts). */
export function failureMessage(error: unknown, texts: FailureTexts): string | undefined {
  if (texts.message !== undefined) return texts.message;
  return texts.fallback === undefined ? undefined : messageOf(error, texts.fallback);
}

/** A route's error component: its page frame around the error state, with a retry. */
export function pageError(frame: PageFrame, texts: FailureTexts) {
  return function PageError({ error, reset }: ErrorComponentProps) {
    const retry = useRouteRetry(reset);
    return (
      <Page {...frame}>
        <ErrorState
          title={texts.title}
          message={failureMessage(error, texts)}
          retryLabel={texts.retryLabel}
          onRetry={retry}
        />
      </Page>
    );
  };
}

/** Retrying a failed route: forget the failed queries and run the route's loader again. */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  return () => {
    reset();
    void router.invalidate();
  };
}
