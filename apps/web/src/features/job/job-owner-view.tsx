import type { TJob } from '@talanta/schema';
import { JobApplicationsCard } from '@/features/application/job-applications-card';
import { SuggestedTalentCard } from '@/features/match/suggested-talent';

export { JobOwnerActions } from './job-owner-actions';

/**
 * What only the job's owner sees under the job on Job Details: its applications, and while it is
 * open the developers who would suit it. Loaded for the owner alone (routes/_authed/jobs/$id).
 */
export function JobOwnerSections({ job }: { job: TJob }) {
  return (
    <>
      <JobApplicationsCard jobId={job.id} />
      {job.status === 'open' && <SuggestedTalentCard job={job} />}
    </>
  );
}
