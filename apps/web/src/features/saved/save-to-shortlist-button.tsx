import {
  Button,
  type ButtonSize,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  ErrorState,
  LoadingState,
} from '@talanta/ui';
import { BookmarkPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { QueryBoundary } from '@/lib/query-boundary';

// The form (its schema, the toasts) loads when a client opens the dialog, inside the boundary that
// already shows "Loading your shortlists": every developer card carries this button, the landing
// page's too.
const SaveToShortlistForm = lazy(() =>
  import('./save-to-shortlist-form').then((module) => ({ default: module.SaveToShortlistForm })),
);

export interface SaveToShortlistButtonProps {
  /** The developer's USER id (developer.user.id / developer.userId): what shortlists name. */
  developerUserId: number;
  /** The developer's name, for the button's accessible name and the dialog's texts. */
  name: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Save" on a developer card or profile: a client keeps the developer on one of their shortlists
 * (or a new one) with a private note. Nobody but a client sees it, so any card may include it.
 */
export function SaveToShortlistButton(props: SaveToShortlistButtonProps) {
  const viewer = useSessionUser();
  if (viewer?.role !== 'client') return null;
  return <SaveToShortlistDialog {...props} />;
}

function SaveToShortlistDialog({
  developerUserId,
  name,
  size = 'sm',
  className,
}: SaveToShortlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size={size}
          aria-label={`Save ${name} to a shortlist`}
          // Above a card's stretched profile link, so the press opens the dialog.
          className={className ?? 'relative z-10'}
        >
          <BookmarkPlus aria-hidden="true" className="size-4" />
          Save
        </Button>
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
          <SaveToShortlistForm developerUserId={developerUserId} name={name} onSaved={() => setOpen(false)} />
        </QueryBoundary>
      </DialogContent>
    </Dialog>
  );
}
