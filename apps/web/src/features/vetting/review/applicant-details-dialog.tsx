import { type TVettingSubmission, VETTING_STATUS_LABELS } from '@talanta/schema';
import {
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  dialogActionsClasses,
} from '@talanta/ui';
import type { ReactNode } from 'react';
import { RejectionSummary } from '@/features/application/my-application-rejection';
import { personName } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { ApplicantLinks } from './applicant-links';
import { ApplicantReferences } from './applicant-references';
import { DecisionButtons } from './decision-buttons';
import { experienceLabel } from './review-format';
import { ReviewStatusIcon } from './review-status-icon';
import { VettingStagesPanel } from './vetting-stages-panel';

interface ApplicantDetailsDialogProps {
  application: TVettingSubmission | null;
  busy: boolean;
  onClose: () => void;
  onDecide: (application: TVettingSubmission, to: 'approved' | 'rejected') => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** Why a button is not offered for this status (spec 001 §4 allows no other moves). */
const UNAVAILABLE = {
  approved: 'Approved applications can still be rejected.',
  rejected: 'Rejected applications return to pending with Move Rejected → Pending.',
  pending: null,
} as const;

/** 'Applicant Details': everything about the applicant, with Reject and Approve. */
export function ApplicantDetailsDialog({
  application,
  busy,
  onClose,
  onDecide,
}: ApplicantDetailsDialogProps) {
  const timeZone = useViewerTimeZone();
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      {application && (
        <DialogContent wide>
          <DialogHeader>
            <DialogTitle>Applicant Details</DialogTitle>
            <DialogDescription>Review the candidate information and take action.</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Name">
              <span className="flex items-center gap-2">
                {personName(application)}
                <ReviewStatusIcon status={application.status} className="[&_svg]:size-4" />
              </span>
            </Field>
            <Field label="Email">
              <span className="break-all">{application.email}</span>
            </Field>
            <Field label="Expertise">{application.areaOfExpertise}</Field>
            <Field label="Experience">{experienceLabel(application.experienceLevel)}</Field>
            {application.phoneNumber && <Field label="Phone">{application.phoneNumber}</Field>}
            <Field label="Applied">
              {formatDay(application.createdAt, timeZone)} · {VETTING_STATUS_LABELS[application.status]}
            </Field>
          </dl>
          <ApplicantLinks application={application} />
          <dl className="flex flex-col gap-4">
            <Field label="Skills">
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {application.skills.map((skill) => (
                  <li key={skill}>
                    <Badge>{skill}</Badge>
                  </li>
                ))}
              </ul>
            </Field>
            <Field label="Bio">
              <p className="whitespace-pre-line text-ink-muted">{application.bio}</p>
            </Field>
            <Field label="Projects">
              {application.projects.length === 0 ? (
                <span className="text-ink-muted">None listed</span>
              ) : (
                <ul className="mt-1 flex flex-col gap-3">
                  {application.projects.map((project) => (
                    <li key={project.name} className="rounded-lg border border-line p-3">
                      <p className="font-medium text-ink">{project.name}</p>
                      {project.link && (
                        <a
                          href={project.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-sm break-all text-accent underline-offset-4 hover:underline"
                        >
                          {project.link}
                        </a>
                      )}
                      <p className="mt-1 text-sm text-ink-muted">{project.description}</p>
                    </li>
                  ))}
                </ul>
              )}
            </Field>
          </dl>
          <VettingStagesPanel application={application} />
          <ApplicantReferences applicationId={application.id} />
          {application.status === 'rejected' && <RejectionSummary rejection={application.rejection} />}
          {UNAVAILABLE[application.status] && (
            <p className="text-sm text-ink-muted">{UNAVAILABLE[application.status]}</p>
          )}
          <DecisionButtons
            busy={busy}
            canReject={application.status !== 'rejected'}
            canApprove={application.status === 'pending'}
            className={dialogActionsClasses}
            onDecide={(to) => onDecide(application, to)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
