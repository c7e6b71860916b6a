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
  ErrorState,
  LoadingState,
} from '@talanta/ui';
import { personName } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { ApplicantDetails } from './applicant-details';

interface ApplicationDetailsDialogProps {
  application: TJobApplication;
  onContact: () => void;
}

/**
 * View Details: the application in full with the developer's whole public profile, loaded when the
 * dialog opens (the row knows only a summary). The header shows at once from the row's data.
 */
export function ApplicationDetailsDialog({ application, onContact }: ApplicationDetailsDialogProps) {
  const { developer } = application;
  const name = personName(developer);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`View details of ${name}'s application`}>
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent wide>
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
        <QueryBoundary
          pending={<LoadingState label="Loading the application" />}
          failed={({ retry }) => <ErrorState title="This application could not be loaded" onRetry={retry} />}
        >
          <ApplicantDetails applicationId={application.id} onContact={onContact} />
        </QueryBoundary>
      </DialogContent>
    </Dialog>
  );
}
