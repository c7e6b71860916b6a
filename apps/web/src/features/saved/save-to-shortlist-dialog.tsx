import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  ErrorState,
  LoadingState,
} from '@talanta/ui';
import { lazy, useState } from 'react';
import { QueryBoundary } from '@/lib/query-boundary';
import { SaveButton, type SaveToShortlistButtonProps } from './save-to-shortlist-button';

// The form (its schema, the toasts) loads when a client opens the dialog, inside the boundary that
// already shows "Loading your shortlists".
const SaveToShortlistForm = lazy(() =>
  import('./save-to-shortlist-form').then((module) => ({ default: module.SaveToShortlistForm })),
);

/** The dialog behind a client's "Save" (save-to-shortlist-button.tsx loads it for clients only). */
export function SaveToShortlistDialog({ developerId, name, size, className }: SaveToShortlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <SaveButton name={name} size={size} className={className} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save {name} to a shortlist</DialogTitle>
          <DialogDescription>
            Keep developers you like together. Your note is private: the developer is not told.
          </DialogDescription>
        </DialogHeader>
        <QueryBoundary
          pending={<LoadingState label="Loading your shortlists" />}
          failed={({ retry }) => <ErrorState title="Your shortlists could not be loaded" onRetry={retry} />}
        >
          <SaveToShortlistForm developerId={developerId} name={name} onSaved={() => setOpen(false)} />
        </QueryBoundary>
      </DialogContent>
    </Dialog>
  );
}
