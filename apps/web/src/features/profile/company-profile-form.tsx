import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_SETTINGS_COMPANY_SIZES,
  COMPANY_SIZES,
  INDUSTRIES,
  PROFILE_TOASTS,
  type TClientProfile,
  type TClientSettingsUpdate,
  ZClientProfileInput,
  ZClientSettingsInput,
} from '@talanta/schema';
import { Button, FormField, Input, Select, Textarea, toast } from '@talanta/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useRefreshProfile } from './use-refresh-profile';

interface CompanyFormValues {
  companyName: string;
  companySize: string;
  industry: string;
  description: string;
  location: string;
  websiteUrl: string;
}

function formValuesOf(profile: TClientProfile): CompanyFormValues {
  return {
    companyName: profile.companyName ?? '',
    companySize: profile.companySize ?? '',
    industry: profile.industry ?? '',
    description: profile.description ?? '',
    location: profile.location ?? '',
    websiteUrl: profile.websiteUrl ?? '',
  };
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The sizes a form offers. The company page offers its six; Account Settings its five ("500+"),
 * plus the stored size when the other screen chose one outside them, so saving keeps it.
 */
function sizeOptions(mode: 'page' | 'settings', stored: string | null) {
  const sizes: string[] = [...(mode === 'page' ? COMPANY_SIZES : ACCOUNT_SETTINGS_COMPANY_SIZES)];
  if (stored && !sizes.includes(stored)) sizes.push(stored);
  return options(sizes);
}

interface CompanyProfileFormProps {
  profile: TClientProfile;
  /** `page`: the company page (industry a select, every rule). `settings`: Account Settings (all optional, industry free text). */
  mode: 'page' | 'settings';
}

export function CompanyProfileForm({ profile, mode }: CompanyProfileFormProps) {
  const schema = mode === 'page' ? ZClientProfileInput : ZClientSettingsInput;
  const defaults = formValuesOf(profile);
  // A stored industry the company page does not offer (free text in Account Settings) starts unselected there.
  if (mode === 'page' && !(INDUSTRIES as readonly string[]).includes(defaults.industry))
    defaults.industry = '';
  const form = useForm<CompanyFormValues, unknown, TClientSettingsUpdate>({
    resolver: zodResolver(schema) as unknown as Resolver<CompanyFormValues, unknown, TClientSettingsUpdate>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const utils = trpc.useUtils();
  const refresh = useRefreshProfile();
  const savePage = trpc.profile.updateClient.useMutation();
  const saveSettings = trpc.profile.updateClientSettings.useMutation();
  const saving = savePage.isPending || saveSettings.isPending;
  const { errors } = form.formState;
  const optional = mode === 'settings';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved =
        mode === 'page'
          ? await savePage.mutateAsync(values as Parameters<typeof savePage.mutateAsync>[0])
          : await saveSettings.mutateAsync(values);
      utils.profile.client.setData(undefined, saved);
      form.reset(formValuesOf(saved));
      await refresh();
      const done = mode === 'page' ? PROFILE_TOASTS.companySaved : PROFILE_TOASTS.settingsProfileSaved;
      toast.success(done.title, { description: done.description });
    } catch (error) {
      const fallback = mode === 'page' ? PROFILE_TOASTS.pageError : PROFILE_TOASTS.settingsProfileError;
      toast.error('Error', { description: messageOf(error, fallback) });
    }
  });

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
      <div className="flex justify-end">
        <Button type="submit" loading={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Save Company Profile'}
        </Button>
      </div>
    </form>
  );
}
