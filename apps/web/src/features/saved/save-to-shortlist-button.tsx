import { Button, type ButtonProps, type ButtonSize } from '@talanta/ui';
import { BookmarkPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/features/auth/session-user';

// Radix's dialog and the rest of the dialog load for clients only: every developer card carries this
// button, the landing page's too, and no visitor or developer ever opens it.
const SaveToShortlistDialog = lazy(() =>
  import('./save-to-shortlist-dialog').then((module) => ({ default: module.SaveToShortlistDialog })),
);

export interface SaveToShortlistButtonProps {
  /** The developer's USER id (developer.user.id / developer.userId): what shortlists name. */
  developerId: number;
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
  return (
    // The same button, disabled, while the dialog's code arrives: nothing moves when it does.
    <Suspense
      fallback={<SaveButton name={props.name} size={props.size} className={props.className} disabled />}
    >
      <SaveToShortlistDialog {...props} />
    </Suspense>
  );
}

/** The "Save" button itself; the dialog's trigger passes it its handlers. */
export function SaveButton({
  name,
  size = 'sm',
  className,
  ...props
}: Omit<ButtonProps, 'children'> & Pick<SaveToShortlistButtonProps, 'name'>) {
  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={`Save ${name} to a shortlist`}
      // Above a card's stretched profile link, so the press opens the dialog.
      className={className ?? 'relative z-10'}
      {...props}
    >
      <BookmarkPlus aria-hidden="true" className="size-4" />
      Save
    </Button>
  );
}
