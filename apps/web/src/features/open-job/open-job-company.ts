import type { TOpenJob } from '@talanta/schema';

/** The company when the client has named one, else the spec's "Client #{clientId}". */
export function openJobCompany(job: Pick<TOpenJob, 'companyName' | 'clientId'>): string {
  return job.companyName ?? `Client #${job.clientId}`;
}
