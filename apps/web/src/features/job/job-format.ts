import {
  JOB_STATUS_DETAIL_LABELS,
  PROJECT_LENGTH_LABELS,
  PROJECT_TYPE_LABELS,
  type TJob,
} from '@talanta/schema';

/** "Remote" for remote jobs, else the place. */
export function locationLabel(job: Pick<TJob, 'isRemote' | 'location'>): string {
  return job.isRemote ? 'Remote' : job.location;
}

export const projectLengthLabel = (job: Pick<TJob, 'projectLength'>) =>
  PROJECT_LENGTH_LABELS[job.projectLength];
export const projectTypeLabel = (job: Pick<TJob, 'projectType'>) => PROJECT_TYPE_LABELS[job.projectType];

/** The detail page's reading of the status: open is "Active", closed is "Closed". */
export function detailStatusLabel(job: Pick<TJob, 'status'>): string {
  const label = JOB_STATUS_DETAIL_LABELS[job.status];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The list's reading: "Open" or "Closed". */
export function listStatusLabel(job: Pick<TJob, 'status'>): string {
  return job.status === 'open' ? 'Open' : 'Closed';
}

/** A company when the client has named one, else the spec's "Client #{clientId}". */
export function clientLabel(job: Pick<TJob, 'clientId' | 'client'>): string {
  return job.client.companyName ?? `Client #${job.clientId}`;
}
