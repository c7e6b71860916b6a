import { ComingSoonPage } from '@/features/shell/coming-soon';

/** /client/jobs: all of a client's jobs with counts per status (issue 12). Placeholder. */
export function ClientJobsPage() {
  return <ComingSoonPage title="My Jobs" description="Every job you posted and its applicants." />;
}
