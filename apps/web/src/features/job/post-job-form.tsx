import { JOB_LIMITS, type TJob, type TJobInput, ZJobInput } from '@talanta/schema';
import { Button, FormField, Input, RadioCardGroup, Select, Textarea } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SkillsInput } from '@/features/profile/skills-input';
import { textNumbersResolver, type WithTextNumbers } from '@/lib/text-numbers';
import { useSaveJob } from './edit-job-save';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORY_OPTIONS,
  JOB_EXPERIENCE_OPTIONS,
  PROJECT_LENGTH_OPTIONS,
  PROJECT_TYPE_OPTIONS,
} from './job-options';

type JobFormValues = WithTextNumbers<TJobInput, 'minBudget' | 'maxBudget'>;

const EMPTY_JOB: DefaultValues<JobFormValues> = {
  title: '',
  description: '',
  requiredSkills: [],
  location: '',
  minBudget: '',
  maxBudget: '',
  budgetType: 'hourly',
  listedPublicly: true,
};

/** The saved job as the form's values (the two optional-in-storage fields may still be empty). */
function valuesOf(job: TJob): DefaultValues<JobFormValues> {
  const { title, description, requiredSkills, projectLength, projectType, location } = job;
  const { minBudget, maxBudget, budgetType } = job;
  return {
    ...{ title, description, requiredSkills, projectLength, projectType, location },
    ...{ minBudget, maxBudget, budgetType },
    category: job.category ?? undefined,
    experienceLevel: job.experienceLevel ?? undefined,
    listedPublicly: job.listedPublicly,
  };
}

/**
 * Post a Job (spec 000 §2, §5), and with `job` the same form editing that job: validated with the
 * shared job schema on submit and again on every change after that; the server applies the same
 * schema.
 */
export function PostJobForm({ job }: { job?: TJob }) {
  const form = useForm<JobFormValues, unknown, z.output<typeof ZJobInput>>({
    resolver: textNumbersResolver<JobFormValues, typeof ZJobInput>(ZJobInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: job ? valuesOf(job) : EMPTY_JOB,
  });
  const save = useSaveJob(job?.id);
  const listedHintId = useId();
  const { errors } = form.formState;
  const perHour = form.watch('budgetType') !== 'fixed';
  const onSubmit = form.handleSubmit(save.submit);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <FormField label="Job title" error={errors.title?.message}>
        <Input
          placeholder="e.g. Senior React developer"
          maxLength={JOB_LIMITS.titleMax}
          {...form.register('title')}
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          <Select
            options={JOB_CATEGORY_OPTIONS}
            placeholder="Select a category"
            {...form.register('category')}
          />
        </FormField>
        <FormField label="Experience level" error={errors.experienceLevel?.message}>
          <Select
            options={JOB_EXPERIENCE_OPTIONS}
            placeholder="Select a level"
            {...form.register('experienceLevel')}
          />
        </FormField>
      </div>
      <FormField
        label="Description"
        error={errors.description?.message}
        hint="What will they build, with whom, and what does success look like?"
      >
        <Textarea rows={7} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="requiredSkills"
        render={({ field }) => (
          <FormField
            label="Required skills"
            error={errors.requiredSkills?.message ?? errors.requiredSkills?.root?.message}
            hint="Press Enter or Add after each skill."
          >
            <SkillsInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Project length" error={errors.projectLength?.message}>
          <Select
            options={PROJECT_LENGTH_OPTIONS}
            placeholder="Select a project length"
            {...form.register('projectLength')}
          />
        </FormField>
        <FormField label="Project type" error={errors.projectType?.message}>
          <Select
            options={PROJECT_TYPE_OPTIONS}
            placeholder="Select a project type"
            {...form.register('projectType')}
          />
        </FormField>
      </div>
      <FormField label="Location" error={errors.location?.message} hint='Type "Remote" for remote work.'>
        <Input placeholder="Remote, or a city such as Nairobi" {...form.register('location')} />
      </FormField>
      <Controller
        control={form.control}
        name="budgetType"
        render={({ field }) => (
          <RadioCardGroup
            legend="Budget type"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            options={BUDGET_TYPE_OPTIONS}
            error={errors.budgetType?.message}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label={perHour ? 'Minimum budget (USD per hour)' : 'Minimum budget (USD)'}
          error={errors.minBudget?.message}
        >
          <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('minBudget')} />
        </FormField>
        <FormField
          label={perHour ? 'Maximum budget (USD per hour)' : 'Maximum budget (USD)'}
          error={errors.maxBudget?.message}
        >
          <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('maxBudget')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-accent"
            aria-describedby={listedHintId}
            {...form.register('listedPublicly')}
          />
          Show this job on Talanta's public job board, where search engines can find it
        </label>
        <p id={listedHintId} className="pl-7 text-sm text-ink-muted">
          Either way, only signed-in developers can apply.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          {job ? (
            <Link to="/jobs/$id" params={{ id: String(job.id) }}>
              Cancel
            </Link>
          ) : (
            <Link to="/dashboard">Cancel</Link>
          )}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {job ? (save.isPending ? 'Saving...' : 'Save Changes') : save.isPending ? 'Posting...' : 'Post Job'}
        </Button>
      </div>
    </form>
  );
}
