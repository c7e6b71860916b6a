import type { TApplicationStatus, TJobApplication } from '@talanta/schema';
import { Avatar, Button, Select } from '@talanta/ui';
import { useNavigate } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { ProposeInterviewDialog } from '@/features/interview/propose-interview-dialog';
import { MakeOfferDialog } from '@/features/offer/make-offer-dialog';
import { formatRate, personName } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { normalizeStatus, STATUS_OPTIONS } from './application-status';
import { ApplicationStatusBadge } from './application-status-badge';
import { conversationSearch } from './message-link';
import { RejectApplicationDialog } from './reject-application-dialog';
import { useUpdateApplicationStatus } from './use-update-application-status';

/**
 * One applicant on the owner's Applications card: status, details, contact. Rejecting asks for a
 * reason first; a withdrawn application is the developer's last word, so its status is locked.
 */
export function ApplicantRow({ application, jobId }: { application: TJobApplication; jobId: number }) {
  const navigate = useNavigate();
  const now = useNow();
  const { move, isPending, pendingId } = useUpdateApplicationStatus(jobId);
  const [rejecting, setRejecting] = useState(false);
  const name = personName(application.developer);
  const busy = isPending && pendingId === application.id;
  const withdrawn = application.status === 'withdrawn';
  const reasonLabel = application.status === 'rejected' ? application.rejection?.reasonLabel : null;
  const contact = () =>
    void navigate({ to: '/messages', search: conversationSearch(application.conversationId) });
  const choose = (status: TApplicationStatus) => {
    if (status === 'rejected') setRejecting(true);
    else void move(application, status);
  };
  return (
    <article aria-label={`Application from ${name}`} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Avatar name={name} imageUrl={application.developer.profileImageUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-ink">{name}</h3>
            <ApplicationStatusBadge status={application.status} />
          </div>
          {application.developer.title && (
            <p className="text-sm break-words text-ink-muted">{application.developer.title}</p>
          )}
          <p className="text-sm text-ink-subtle">
            <span className="font-semibold text-accent">{formatRate(application.proposedRate)}</span> ·
            Applied {formatRelativeTime(application.createdAt, now)}
          </p>
          {reasonLabel && <p className="text-sm text-ink-muted">Rejection reason: {reasonLabel}</p>}
        </div>
      </div>
      <p className="line-clamp-2 text-sm leading-6 break-words text-ink-muted">{application.coverLetter}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`status-${application.id}`} className="sr-only">
          Status of {name}'s application
        </label>
        <Select
          id={`status-${application.id}`}
          options={STATUS_OPTIONS}
          // A withdrawn application has no status the client could pick; the placeholder names it.
          placeholder={withdrawn ? 'Withdrawn' : undefined}
          value={normalizeStatus(application.status) ?? ''}
          disabled={busy || withdrawn}
          aria-busy={busy || undefined}
          onValueChange={(status) => status && choose(status)}
          inline
          className="w-36"
        />
        <ApplicationDetailsDialog application={application} onContact={contact} />
        <ProposeInterviewDialog application={application} />
        <MakeOfferDialog application={application} />
        <Button variant="outline" size="sm" onClick={contact} aria-label={`Contact ${name}`}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Contact
        </Button>
      </div>
      <RejectApplicationDialog
        applicantName={name}
        open={rejecting}
        onOpenChange={setRejecting}
        onReject={(choice) => move(application, 'rejected', choice)}
        pending={busy}
      />
    </article>
  );
}
