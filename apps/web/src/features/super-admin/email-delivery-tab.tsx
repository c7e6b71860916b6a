import { EMAIL_KIND_LABELS, type TEmailKind, type TFailedEmail } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { formatMoment } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { LIST_PAGE_SIZE, ListPager } from './list-pager';
import { ListEmpty, listState } from './list-state';

/** The mailer retries on its own; a failing email's state moves without anyone here acting. */
const REFRESH_MS = 30_000;

function kindLabel(kind: string): string {
  return kind in EMAIL_KIND_LABELS ? EMAIL_KIND_LABELS[kind as TEmailKind] : 'Digest';
}

function FailedEmailRow({ email }: { email: TFailedEmail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.emailOutbox.retry.mutationOptions({
      onSuccess: (result) => toast.success(result.message, { description: `To ${result.email.to}` }),
      onError: (error) =>
        toast.error('Failed to retry the email', { description: messageOf(error, 'Please try again.') }),
      onSettled: () => queryClient.invalidateQueries(trpc.emailOutbox.listFailed.pathFilter()),
    }),
  );
  const waiting = email.status === 'retrying' && email.nextAttemptAt;
  const timeZone = useViewerTimeZone();
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span className="min-w-0 break-words">{email.subject}</span>
          <Badge variant={email.status === 'failed' ? 'danger' : 'neutral'}>
            {email.status === 'failed' ? 'Failed' : 'Retrying'}
          </Badge>
        </p>
        <p className="break-all text-sm text-ink-muted">To {email.to}</p>
        <p className="break-words rounded-md bg-canvas px-2 py-1 font-mono text-xs text-ink-muted">
          {email.lastError || 'No error recorded'}
        </p>
        <p className="flex flex-wrap gap-x-4 text-xs text-ink-subtle">
          <span>{kindLabel(email.kind)}</span>
          <span>
            {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
          <span>Queued: {formatMoment(email.createdAt, timeZone)}</span>
          {waiting && <span>Next attempt: {formatMoment(waiting, timeZone)}</span>}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={retry.isPending}
        aria-label={`Retry now: ${email.subject} to ${email.to}`}
        onClick={() => retry.mutate({ id: email.id })}
      >
        {!retry.isPending && <RotateCw aria-hidden="true" className="size-4" />}
        Retry now
      </Button>
    </li>
  );
}

/**
 * Email Delivery: emails the mailer could not send, newest first — those still being retried and
 * those that used up their attempts — each with Retry now (issue 15: failures show to admins).
 */
export function EmailDeliveryTab() {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const failing = useQuery(
    trpc.emailOutbox.listFailed.queryOptions(
      { limit: LIST_PAGE_SIZE, offset },
      { refetchInterval: REFRESH_MS },
    ),
  );
  const state = listState(failing, {
    loading: 'Loading failed emails',
    failed: 'Failed to load failed emails',
  });
  if (state || !failing.data) return state;
  if (failing.data.emails.length === 0) {
    return (
      <ListEmpty
        title="Every email was delivered"
        description="Emails the mail server refuses show here while they are retried and after their last attempt."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Emails that could not be sent. The mailer retries with growing pauses; Retry now sends one again at
        once with a fresh set of attempts.
      </p>
      <ul className="divide-y divide-line">
        {failing.data.emails.map((email) => (
          <FailedEmailRow key={email.id} email={email} />
        ))}
      </ul>
      <ListPager
        label="Failed emails pages"
        offset={offset}
        total={failing.data.total}
        onOffset={setOffset}
      />
    </div>
  );
}
