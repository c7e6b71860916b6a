import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

/** "Back to Job Details" above the screens that act on one job (apply, edit). */
export function BackToJobLink({ jobId }: { jobId: string }) {
  return (
    <Link
      to="/jobs/$id"
      params={{ id: jobId }}
      className="-mt-4 mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Job Details
    </Link>
  );
}
