import {
  JOB_STATUS_DETAIL_LABELS,
  PROJECT_LENGTH_LABELS,
  PROJECT_TYPE_LABELS,
  type TJob,
} from '@talanta/schema';
import { format } from 'date-fns';

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

/** "June 3, 2026". */
export function formatLongDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? 'recently' : format(value, 'MMMM d, yyyy');
}

/** A company when the client has named one, else the spec's "Client #{clientId}". */
export function clientLabel(job: Pick<TJob, 'clientId' | 'client'>): string {
  return job.client.companyName ?? `Client #${job.clientId}`;
}
