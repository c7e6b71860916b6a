import type { TApplicationStatus, TJobApplication } from '@talanta/schema';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
} from '@talanta/ui';
import { useNavigate } from '@tanstack/react-router';
import { Inbox, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProposeInterviewDialog } from '@/features/interview/propose-interview-dialog';
import { formatRate, personName } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { formatRelativeTime } from '@/lib/relative-time';
import { trpc } from '@/lib/trpc';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { normalizeStatus, STATUS_OPTIONS } from './application-status';
import { ApplicationStatusBadge } from './application-status-badge';
import { conversationSearch } from './message-link';
import { useUpdateApplicationStatus } from './use-update-application-status';

/** The owning client's Applications card on Job Details: every applicant and the hiring pipeline. */
export function JobApplicationsCard({ jobId }: { jobId: number }) {
  return (
    <QueryBoundary
      pending={
        <ApplicationsCardFrame>
          <LoadingState label="Loading applications" />
        </ApplicationsCardFrame>
      }
      failed={({ retry }) => (
        <ApplicationsCardFrame>
          <ErrorState title="Error loading applications. Please try again later." onRetry={retry} />
        </ApplicationsCardFrame>
      )}
    >
      <ApplicationsCardContent jobId={jobId} />
    </QueryBoundary>
  );
}

function ApplicationsCardContent({ jobId }: { jobId: number }) {
  const [applications] = trpc.application.listForJob.useSuspenseQuery({ id: jobId });
  return (
    <ApplicationsCardFrame count={applications.length}>
      {applications.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden="true" className="size-5" />}
          title="No applications yet"
          description="Applications from Tech Talent will appear here as soon as they arrive."
        />
      ) : (
        <ul aria-label="Applications" className="flex flex-col divide-y divide-line">
          {applications.map((application) => (
            <li key={application.id} className="py-4 first:pt-0 last:pb-0">
              <ApplicationRow application={application} jobId={jobId} />
            </li>
          ))}
        </ul>
      )}
    </ApplicationsCardFrame>
  );
}

function ApplicationsCardFrame({ count, children }: { count?: number; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="px-4 pt-5 sm:px-6 sm:pt-6">
        <CardTitle>Applications{count !== undefined && ` (${count})`}</CardTitle>
        <CardDescription>
          Move applicants through the pipeline: pending, interview, accepted or rejected.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 py-5 sm:p-6">{children}</CardContent>
    </Card>
  );
}

function ApplicationRow({ application, jobId }: { application: TJobApplication; jobId: number }) {
  const navigate = useNavigate();
  const { move, isPending, pendingId } = useUpdateApplicationStatus(jobId);
  const name = personName(application.developer);
  const busy = isPending && pendingId === application.id;
  const contact = () =>
    void navigate({ to: '/messages', search: conversationSearch(application.conversationId) });
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
            Applied {formatRelativeTime(application.createdAt)}
          </p>
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
          value={normalizeStatus(application.status) ?? ''}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(event) => void move(application, event.target.value as TApplicationStatus)}
          className="h-8 w-36 text-sm"
        />
        <ApplicationDetailsDialog application={application} onContact={contact} />
        <ProposeInterviewDialog application={application} />
        <Button variant="outline" size="sm" onClick={contact} aria-label={`Contact ${name}`}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Contact
        </Button>
      </div>
    </article>
  );
}
