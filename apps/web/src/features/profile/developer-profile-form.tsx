import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  PROFILE_TOASTS,
  type TDeveloperProfile,
  type TDeveloperProfileInput,
  type TDeveloperSettingsUpdate,
  ZDeveloperProfileInput,
  ZDeveloperSettingsInput,
} from '@talanta/schema';
import { Button, FormField, Input, Select, Textarea } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTRPC } from '@/lib/trpc';
import { SkillsInput } from './skills-input';
import { type ProfileFormMode, useProfileForm } from './use-profile-form';

const AVAILABILITY_OPTIONS = AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }));

/** What the inputs hold: text for numbers and choices, as typed. */
interface DeveloperFormValues {
  title: string;
  bio: string;
  skills: string[];
  hourlyRate: string;
  yearsOfExperience: string;
  availability: string;
  location: string;
  githubUrl: string;
  linkedinUrl: string;
  portfolioUrl: string;
}

function formValuesOf(profile: TDeveloperProfile): DeveloperFormValues {
  return {
    title: profile.title ?? '',
    bio: profile.bio ?? '',
    skills: profile.skills,
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    yearsOfExperience: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
    availability: profile.availability ?? '',
    location: profile.location ?? '',
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
  };
}

interface DeveloperProfileFormProps {
  profile: TDeveloperProfile;
  mode: ProfileFormMode;
}

export function DeveloperProfileForm({ profile, mode }: DeveloperProfileFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const savePage = useMutation(trpc.profile.updateDeveloper.mutationOptions());
  const saveSettings = useMutation(trpc.profile.updateDeveloperSettings.mutationOptions());
  const { form, onSubmit, errors, optional } = useProfileForm<
    DeveloperFormValues,
    TDeveloperSettingsUpdate,
    TDeveloperProfile
  >({
    mode,
    schemas: { page: ZDeveloperProfileInput, settings: ZDeveloperSettingsInput },
    defaultValues: formValuesOf(profile),
    valuesOf: formValuesOf,
    // The page's schema makes every field required, so what it passes is the page's input.
    save: {
      page: (input) => savePage.mutateAsync(input as TDeveloperProfileInput),
      settings: saveSettings.mutateAsync,
    },
    onSaved: (saved) => queryClient.setQueryData(trpc.profile.getDeveloper.queryKey(), saved),
    pageSavedToast: PROFILE_TOASTS.developerSaved,
  });
  const saving = savePage.isPending || saveSettings.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Developer profile">
      <FormField label="Professional title" optional={optional} error={errors.title?.message}>
        <Input placeholder="Senior Full Stack Engineer" {...form.register('title')} />
      </FormField>
      <FormField
        label="Bio"
        optional={optional}
        error={errors.bio?.message}
        hint="What you have built, what you are great at, and what you are looking for."
      >
        <Textarea rows={5} {...form.register('bio')} />
      </FormField>
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <FormField label="Skills" optional={optional} error={errors.skills?.message}>
            <SkillsInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Hourly rate (USD)" optional={optional} error={errors.hourlyRate?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder="45"
            {...form.register('hourlyRate')}
          />
        </FormField>
        <FormField label="Years of experience" optional={optional} error={errors.yearsOfExperience?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="5"
            {...form.register('yearsOfExperience')}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Availability" optional={optional} error={errors.availability?.message}>
          <Select
            options={AVAILABILITY_OPTIONS}
            placeholder="Select availability"
            {...form.register('availability')}
          />
        </FormField>
        <FormField label="Location" optional={optional} error={errors.location?.message}>
          <Input autoComplete="address-level2" placeholder="Nairobi, Kenya" {...form.register('location')} />
        </FormField>
      </div>
      <FormField label="GitHub URL" optional error={errors.githubUrl?.message}>
        <Input type="url" placeholder="https://github.com/username" {...form.register('githubUrl')} />
      </FormField>
      <FormField label="LinkedIn URL" optional error={errors.linkedinUrl?.message}>
        <Input
          type="url"
          placeholder="https://www.linkedin.com/in/username"
          {...form.register('linkedinUrl')}
        />
      </FormField>
      <FormField label="Portfolio URL" optional error={errors.portfolioUrl?.message}>
        <Input type="url" placeholder="https://your-site.com" {...form.register('portfolioUrl')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
