import { zodResolver } from '@hookform/resolvers/zod';
import { type TApplicationInput, type TJob, ZApplicationInput } from '@talanta/schema';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApplyToJob } from '@/features/application/use-apply-to-job';
import { messageOf } from '@/lib/errors';

/** The job-detail form sends a cover letter and a rate only (spec 000 §3), with the server's rules. */
const ZJobDetailApplication = ZApplicationInput.pick({ coverLetter: true, proposedRate: true });
type TJobDetailApplication = Pick<TApplicationInput, 'coverLetter' | 'proposedRate'>;

/** "Apply for this Job" on Job Details (spec 000 §2, §5): 20 characters, the rate from the job's minimum. */
export function JobDetailApplyForm({ job }: { job: Pick<TJob, 'id' | 'minBudget'> }) {
  const defaults = { coverLetter: '', proposedRate: job.minBudget || 0 };
  const form = useForm<TJobDetailApplication, unknown, z.output<typeof ZJobDetailApplication>>({
    resolver: zodResolver(ZJobDetailApplication),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const apply = useApplyToJob(job.id);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ id: job.id, ...values });
      toast.success('Application submitted', {
        description: 'Your application has been submitted successfully',
      });
      form.reset(defaults);
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to submit application') });
    }
  });

  return (
    <Card>
      <CardHeader className="px-4 pt-5 sm:px-6 sm:pt-6">
        <CardTitle>Apply for this Job</CardTitle>
        <CardDescription>
          Tell the client why you are a fit. Want to add your hours and start date?{' '}
          <Link
            to="/jobs/$id/apply"
            params={{ id: String(job.id) }}
            className="font-medium text-accent hover:underline"
          >
            Use the full application
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent compact>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField label="Cover letter" error={errors.coverLetter?.message}>
            <Textarea
              rows={6}
              placeholder="Your relevant experience, how you would approach this project, and your availability."
              {...form.register('coverLetter')}
            />
          </FormField>
          <FormField label="Proposed rate (USD per hour)" error={errors.proposedRate?.message}>
            <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('proposedRate')} />
          </FormField>
          <div>
            <Button type="submit" loading={apply.isPending}>
              {apply.isPending ? 'Submitting...' : 'Submit Application'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
