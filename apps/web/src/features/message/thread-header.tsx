import { ROLE_LABELS, type TConversationSummary } from '@talanta/schema';
import { Avatar, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { fullNameOf } from '@/features/auth/current-user';

/** Who the open conversation is with, and the job it is about; phones get the way back to the list. */
export function ThreadHeader({ conversation }: { conversation: TConversationSummary }) {
  const { otherUser, jobId, jobTitle } = conversation;
  const name = fullNameOf(otherUser);
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-4">
      <BackToList />
      <Avatar name={name} imageUrl={otherUser.profileImageUrl} />
      <div className="flex min-w-0 flex-col">
        <h2 className="truncate text-base font-semibold text-ink">{name}</h2>
        <p className="truncate text-xs text-ink-muted">
          {ROLE_LABELS[otherUser.role]}
          {jobTitle && jobId !== null && (
            <>
              {' · '}
              <Link
                to="/jobs/$id"
                params={{ id: String(jobId) }}
                className="text-ink-muted underline-offset-4 hover:text-accent hover:underline"
              >
                {jobTitle}
              </Link>
            </>
          )}
        </p>
      </div>
    </header>
  );
}

/** At phone width the list and the thread take turns; this leads back to the list. */
export function BackToList() {
  return (
    <Button asChild variant="ghost" size="icon" className="-ml-1 md:hidden">
      <Link to="/messages" search={{}} aria-label="Back to conversations">
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
    </Button>
  );
}
