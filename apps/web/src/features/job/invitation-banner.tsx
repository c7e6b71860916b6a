import type { TJobDetail } from '@talanta/schema';
import { MailOpen } from 'lucide-react';
import { personName } from '@/lib/format';
import { formatLongDate } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

interface InvitationBannerProps {
  invitation: NonNullable<TJobDetail['invitation']>;
  client: TJobDetail['client'];
}

/** "You were invited": the client asked this developer to apply, with their message and the day. */
export function InvitationBanner({ invitation, client }: InvitationBannerProps) {
  const timeZone = useViewerTimeZone();
  const from = client.companyName ? `${personName(client)} (${client.companyName})` : personName(client);
  return (
    <section
      aria-labelledby="job-invitation"
      className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft p-4 sm:p-5"
    >
      <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id="job-invitation" className="font-semibold text-ink">
          You were invited
        </h2>
        <p className="text-sm text-ink-muted">
          {from} invited you to apply to this job on{' '}
          <time dateTime={invitation.createdAt}>{formatLongDate(invitation.createdAt, timeZone)}</time>.
        </p>
        {invitation.message && (
          <blockquote className="border-l-2 border-accent/60 pl-3 text-sm break-words whitespace-pre-line text-ink">
            {invitation.message}
          </blockquote>
        )}
      </div>
    </section>
  );
}
