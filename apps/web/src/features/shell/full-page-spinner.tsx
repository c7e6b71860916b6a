import { LoadingState } from '@talanta/ui';

/** The router's default pending screen (a route without its own, or the current user loading). */
export function FullPageSpinner() {
  return <LoadingState label="Loading" size="page" />;
}
