import { FormField, Select } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';

interface JobMatchSelectProps {
  jobId: number | undefined;
  onChange: (jobId: number | undefined) => void;
}

/**
 * A client picks one of their open jobs to see Browse Tech Talent ranked against it (issue 14).
 * Nothing shows until their jobs load, or when they have no open job.
 */
export function JobMatchSelect({ jobId, onChange }: JobMatchSelectProps) {
  const t = useT();
  const trpc = useTRPC();
  const jobs = useQuery(trpc.job.listOwn.queryOptions());
  const open = (jobs.data ?? []).filter((job) => job.status === 'open' || job.id === jobId);
  if (open.length === 0) return null;
  return (
    <FormField
      label={t('Match to your job')}
      hint={t('With a job chosen, the best matches come first, with why.')}
    >
      <Select
        options={open.map((job) => ({ value: String(job.id), label: job.title }))}
        placeholder={t('No job: newest first')}
        value={jobId === undefined ? '' : String(jobId)}
        onValueChange={(value) => onChange(value ? Number(value) : undefined)}
      />
    </FormField>
  );
}
