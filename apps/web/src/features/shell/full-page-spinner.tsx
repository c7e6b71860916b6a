import { Spinner } from '@talanta/ui';

/** Shown while a screen's data (and, first of all, the current user) is loading. */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-[60dvh] place-items-center">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
