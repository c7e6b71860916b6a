import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  LoadingState,
} from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { ApplicantRow } from './applicant-row';

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
  const trpc = useTRPC();
  const { data: applications } = useSuspenseQuery(trpc.application.listForJob.queryOptions({ id: jobId }));
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
              <ApplicantRow application={application} jobId={jobId} />
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
      <CardContent compact>{children}</CardContent>
    </Card>
  );
}
