import { Button, EmptyState } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';

interface JobNotFoundProps {
  title: string;
  description?: string;
}

/** A job that does not exist (or no longer does), with a way back to where jobs are listed. */
export function JobNotFound({ title, description }: JobNotFoundProps) {
  const user = useSignedInUser();
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" className="size-5" />}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          {user.role === 'developer' ? (
            <Link to="/browse-jobs">Back to Browse Jobs</Link>
          ) : (
            <Link to="/dashboard">Back to Dashboard</Link>
          )}
        </Button>
      }
    />
  );
}
