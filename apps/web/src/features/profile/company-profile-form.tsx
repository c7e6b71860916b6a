import {
  ACCOUNT_SETTINGS_COMPANY_SIZES,
  COMPANY_SIZES,
  INDUSTRIES,
  PROFILE_TOASTS,
  type TClientProfile,
  type TClientProfileInput,
  type TClientSettingsUpdate,
  ZClientProfileInput,
  ZClientSettingsInput,
} from '@talanta/schema';
import { Button, FormField, Input, Select, Textarea } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTRPC } from '@/lib/trpc';
import { type ProfileFormMode, useProfileForm } from './use-profile-form';

interface CompanyFormValues {
  companyName: string;
  companySize: string;
  industry: string;
  description: string;
  location: string;
  websiteUrl: string;
  listedPublicly: boolean;
}

function formValuesOf(profile: TClientProfile): CompanyFormValues {
  return {
    companyName: profile.companyName ?? '',
    companySize: profile.companySize ?? '',
    industry: profile.industry ?? '',
    description: profile.description ?? '',
    location: profile.location ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    listedPublicly: profile.listedPublicly,
  };
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The sizes a form offers. The company page offers its six; Account Settings its five ("500+"),
 * plus the stored size when the other screen chose one outside them, so saving keeps it.
 */
function sizeOptions(mode: ProfileFormMode, stored: string | null) {
  const sizes: string[] = [...(mode === 'page' ? COMPANY_SIZES : ACCOUNT_SETTINGS_COMPANY_SIZES)];
  if (stored && !sizes.includes(stored)) sizes.push(stored);
  return options(sizes);
}

interface CompanyProfileFormProps {
  profile: TClientProfile;
  /** The company page offers industries as a select; Account Settings takes free text. */
  mode: ProfileFormMode;
}

export function CompanyProfileForm({ profile, mode }: CompanyProfileFormProps) {
  const trpc = useTRPC();
  const defaultValues = formValuesOf(profile);
  // A stored industry the company page does not offer (free text in Account Settings) starts unselected there.
  if (mode === 'page' && !(INDUSTRIES as readonly string[]).includes(defaultValues.industry))
    defaultValues.industry = '';
  const queryClient = useQueryClient();
  const savePage = useMutation(trpc.profile.updateClient.mutationOptions());
  const saveSettings = useMutation(trpc.profile.updateClientSettings.mutationOptions());
  const { form, onSubmit, errors, optional } = useProfileForm<
    CompanyFormValues,
    TClientSettingsUpdate,
    TClientProfile
  >({
    mode,
    schemas: { page: ZClientProfileInput, settings: ZClientSettingsInput },
    defaultValues,
    valuesOf: formValuesOf,
    // The page's schema makes every field required, so what it passes is the page's input.
    save: {
      page: (input) => savePage.mutateAsync(input as TClientProfileInput),
      settings: saveSettings.mutateAsync,
    },
    onSaved: (saved) => queryClient.setQueryData(trpc.profile.getClient.queryKey(), saved),
    pageSavedToast: PROFILE_TOASTS.companySaved,
  });
  const saving = savePage.isPending || saveSettings.isPending;
  const listingHintId = useId();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Company profile">
      <FormField label="Company name" optional={optional} error={errors.companyName?.message}>
        <Input autoComplete="organization" placeholder="Kilima Pay" {...form.register('companyName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company size" optional={optional} error={errors.companySize?.message}>
          <Select
            options={sizeOptions(mode, profile.companySize)}
            placeholder="Select company size"
            {...form.register('companySize')}
          />
        </FormField>
        <FormField label="Industry" optional={optional} error={errors.industry?.message}>
          {mode === 'page' ? (
            <Select
              options={options(INDUSTRIES)}
              placeholder="Select industry"
              {...form.register('industry')}
            />
          ) : (
            <Input placeholder="Fintech" {...form.register('industry')} />
          )}
        </FormField>
      </div>
      <FormField
        label="Description"
        optional={optional}
        error={errors.description?.message}
        hint="What your company does and what you are building."
      >
        <Textarea rows={5} {...form.register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Location" optional={optional} error={errors.location?.message}>
          <Input placeholder="Nairobi, Kenya" {...form.register('location')} />
        </FormField>
        <FormField label="Website" optional error={errors.websiteUrl?.message}>
          <Input type="url" placeholder="https://your-company.com" {...form.register('websiteUrl')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            aria-describedby={listingHintId}
            className="mt-0.5 size-4 shrink-0 accent-accent"
            {...form.register('listedPublicly')}
          />
          Show us among the companies hiring on Talanta's public pages
        </label>
        <p id={listingHintId} className="pl-7 text-sm text-ink-muted">
          Your company's name, industry and profile picture as its logo. You can change this at any time.
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Save Company Profile'}
        </Button>
      </div>
    </form>
  );
}
