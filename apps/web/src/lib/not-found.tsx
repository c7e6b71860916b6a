import { type ErrorComponentProps, notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import type { ComponentType } from 'react';
import { errorCodeOf } from './errors';

/**
 * A loader's record that does not exist (or is not the viewer's) as the router's not-found: the
 * page answers 404 rather than 500, and the route's notFoundComponent shows. Other errors go on to
 * the route's error screen.
 */
export function missingAsNotFound(error: unknown): never {
  if (errorCodeOf(error) === 'NOT_FOUND') throw notFound();
  throw error;
}

/** What a screen's error state reads as "this record is missing". */
const MISSING = TRPCClientError.from({
  error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
});

/** A route's not-found screen drawn by its error screen, which already words a missing record. */
export function notFoundFrom(ErrorScreen: ComponentType<ErrorComponentProps>) {
  return function MissingRecord() {
    return <ErrorScreen error={MISSING} reset={() => undefined} />;
  };
}
