import type { TJobApplication } from '@talanta/schema';
import {
  Avatar,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  SkillBadges,
} from '@talanta/ui';
import { format } from 'date-fns';
import { MessageSquare } from 'lucide-react';
import { formatDay, formatRate, personName } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';

import { ApplicationStatusBadge } from './application-status-badge';

interface ApplicationDetailsDialogProps {
  application: TJobApplication;
  onContact: () => void;
}

/** View Details: the whole application in a dialog (the card clamps the cover letter to 2 lines). */
export function ApplicationDetailsDialog({ application, onContact }: ApplicationDetailsDialogProps) {
  const { developer } = application;
  const name = personName(developer);
  const rows = [
    { label: 'Proposed rate', value: formatRate(application.proposedRate) },
    {
      label: 'Estimated hours',
      value: application.estimatedHours === null ? 'Not given' : `${application.estimatedHours} hours`,
    },
    { label: 'Available from', value: formatDay(application.availableStartDate, 'TBD') },
    {
      label: 'Applied',
      value: `${format(new Date(application.createdAt), 'MMM d, yyyy')} (${formatRelativeTime(application.createdAt)})`,
    },
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`View details of ${name}'s application`}>
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <div className="flex items-center gap-3">
            <Avatar name={name} imageUrl={developer.profileImageUrl} size="lg" />
            <div className="flex min-w-0 flex-col gap-1">
              <DialogTitle>{name}</DialogTitle>
              <DialogDescription>
                {[developer.title, developer.location].filter(Boolean).join(' · ') || 'Tech Talent'}
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <div className="flex items-center gap-2 text-sm text-ink-muted">
          <span aria-hidden="true">Status:</span> <ApplicationStatusBadge status={application.status} />
        </div>
        <dl className="grid gap-3 rounded-lg border border-line bg-surface-raised p-4 sm:grid-cols-2">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs text-ink-subtle">{label}</dt>
              <dd className="text-sm font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <SkillBadges skills={developer.skills} label={`${name}'s skills`} />
        <section aria-labelledby={`cover-letter-${application.id}`} className="flex flex-col gap-2">
          <h3 id={`cover-letter-${application.id}`} className="text-sm font-semibold text-ink">
            Cover letter
          </h3>
          <p className="text-sm leading-7 break-words whitespace-pre-line text-ink-muted">
            {application.coverLetter}
          </p>
        </section>
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <Button onClick={onContact}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Contact {developer.firstName}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
