import type { TJob } from '@talanta/schema';
import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { formatBudgetLong } from '@/lib/format';
import { formatLongDate } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import {
  clientLabel,
  detailStatusLabel,
  locationLabel,
  projectLengthLabel,
  projectTypeLabel,
} from './job-format';

/**
 * The Job Summary card (spec 000 §2). Company reads "Client #{clientId}" as the spec has it; when
 * the client has named their company, the name leads and the client number follows.
 */
export function JobSummaryCard({ job }: { job: TJob }) {
  const timeZone = useViewerTimeZone();
  const rows = [
    {
      label: 'Company',
      value: job.client.companyName ? (
        <>
          {clientLabel(job)} <span className="text-ink-subtle">· Client #{job.clientId}</span>
        </>
      ) : (
        clientLabel(job)
      ),
    },
    { label: 'Posted Date', value: formatLongDate(job.createdAt, timeZone) },
    { label: 'Budget', value: formatBudgetLong(job) },
    { label: 'Job Type', value: projectTypeLabel(job) },
    { label: 'Duration', value: projectLengthLabel(job) },
    { label: 'Location', value: locationLabel(job) },
    ...(job.category ? [{ label: 'Category', value: job.category }] : []),
    ...(job.experienceLevel ? [{ label: 'Experience Level', value: job.experienceLevel }] : []),
    { label: 'Status', value: detailStatusLabel(job) },
  ];
  return (
    <Card>
      <CardHeader className="px-4 pt-5 sm:px-6 sm:pt-6">
        <CardTitle>Job Summary</CardTitle>
      </CardHeader>
      <CardContent compact>
        <dl className="flex flex-col divide-y divide-line">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-4 py-2.5 text-sm first:pt-0 last:pb-0">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-right font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
