import { type TApplyScreenInput, type TJob, ZApplyScreenInput } from '@talanta/schema';
import { Button, FormField, Input, Textarea, toast } from '@talanta/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { todayIso } from '@/lib/format-day';
import { textNumbersResolver, type WithTextNumbers } from '@/lib/text-numbers';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useApplyToJob } from './use-apply-to-job';

type ApplyFormValues = WithTextNumbers<TApplyScreenInput, 'proposedRate' | 'estimatedHours'>;

/**
 * The apply screen's form (spec 000 §2, §5): stricter than the job-detail form, with a 50-character
 * cover letter, estimated hours and a start date that defaults to today.
 */
export function ApplyScreenForm({ job }: { job: Pick<TJob, 'id' | 'minBudget'> }) {
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const form = useForm<ApplyFormValues, unknown, z.output<typeof ZApplyScreenInput>>({
    resolver: textNumbersResolver<ApplyFormValues, typeof ZApplyScreenInput>(ZApplyScreenInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      coverLetter: '',
      proposedRate: job.minBudget || '',
      estimatedHours: '',
      availableStartDate: todayIso(timeZone, now),
    },
  });
  const apply = useApplyToJob(job.id);
  const navigate = useNavigate();
  const { errors } = form.formState;
  const jobParams = { id: String(job.id) };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ id: job.id, ...values });
      toast.success('Your application has been submitted successfully!');
      await navigate({ to: '/jobs/$id', params: jobParams });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to submit application.') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <FormField
        label="Cover letter"
        error={errors.coverLetter?.message}
        hint="At least 50 characters: your relevant experience and how you would approach this project."
      >
        <Textarea
          rows={8}
          placeholder="Introduce yourself, describe similar work you have done and how you would approach this project."
          {...form.register('coverLetter')}
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Proposed hourly rate (USD)" error={errors.proposedRate?.message}>
          <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('proposedRate')} />
        </FormField>
        <FormField label="Estimated hours" error={errors.estimatedHours?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 120"
            {...form.register('estimatedHours')}
          />
        </FormField>
      </div>
      <FormField label="Available start date" error={errors.availableStartDate?.message}>
        <Input type="date" className="sm:max-w-60" {...form.register('availableStartDate')} />
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to="/jobs/$id" params={jobParams}>
            Cancel
          </Link>
        </Button>
        <Button type="submit" loading={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
