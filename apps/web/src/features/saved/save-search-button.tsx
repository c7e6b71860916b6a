import type { TSavedSearchKind } from '@talanta/schema';
import { Button, type ButtonProps } from '@talanta/ui';
import { useHydrated } from '@tanstack/react-router';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/features/auth/session-user';

// Radix's dialog and the form (about 12 KiB gzip) are a chunk of their own, loaded once the page is
// live: the button shows on every visit to Browse Jobs and Browse Developers, and is pressed later.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/** Developers keep job searches and clients talent searches; the API refuses the other pairings. */
const KIND_OF_ROLE = { developer: 'jobs', client: 'developers' } as const;

export interface SaveSearchButtonProps {
  kind: TSavedSearchKind;
  /** The list's current filters under the API's names (see saved-search-query.ts). */
  query: Record<string, unknown>;
}

/** "Save this search" beside a list's filters: name it, choose alerts, and it is kept with its filters. */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const viewer = useSessionUser();
  const hydrated = useHydrated();
  if (!viewer || KIND_OF_ROLE[viewer.role as keyof typeof KIND_OF_ROLE] !== props.kind) return null;
  // Drawn by the server, the button is disabled until it can open the dialog, so no press is lost:
  // until the page is live, then while the dialog's code arrives. Nothing moves or dims when it does.
  const trigger = <SaveSearchTrigger disabled />;
  if (!hydrated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <SaveSearchDialog {...props} />
    </Suspense>
  );
}

/** The button itself; the dialog's trigger passes it its handlers. */
export function SaveSearchTrigger(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button variant="outline" size="field" dimmedWhenDisabled={false} {...props}>
      <BellPlus aria-hidden="true" className="size-4" />
      Save this search
    </Button>
  );
}
