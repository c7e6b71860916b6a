import type { TOpenJob } from '@talanta/schema';
import type { Translate } from '@/lib/i18n';

/** The company when the client has named one, else the spec's "Client #{clientId}". */
export function openJobCompany(job: Pick<TOpenJob, 'companyName' | 'clientId'>, t: Translate): string {
  return job.companyName ?? t('Client #{clientId}', { clientId: String(job.clientId) });
}
