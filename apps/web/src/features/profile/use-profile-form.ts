import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_TOASTS } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { messageOf } from '@/lib/errors';
import { useRefreshProfile } from './use-refresh-profile';

/**
 * `page`: the profile page, every rule of spec 000 §5. `settings`: the Account Settings tab, where
 * every field is optional (a filled one keeps its rule).
 */
export type ProfileFormMode = 'page' | 'settings';

/** What differs between a profile's two screens, and what differs between the two profiles. */
export interface ProfileFormSetup<TValues extends FieldValues, TInput, TSaved> {
  mode: ProfileFormMode;
  schemas: Record<ProfileFormMode, ZodType<unknown, FieldValues>>;
  defaultValues: TValues;
  /** The inputs' text for a saved profile (the form restarts from what the server kept). */
  valuesOf: (saved: TSaved) => TValues;
  save: Record<ProfileFormMode, (input: TInput) => Promise<TSaved>>;
  /** Puts the saved profile in the cache before the refresh, so the form never shows stale data. */
  onSaved: (saved: TSaved) => void;
  /** The page's toast; Account Settings has one for both profiles. */
  pageSavedToast: { title: string; description: string };
}

/** One profile form's state and submit, for the profile page and Account Settings alike. */
export function useProfileForm<TValues extends FieldValues, TInput, TSaved>(
  setup: ProfileFormSetup<TValues, TInput, TSaved>,
) {
  const { mode } = setup;
  const form = useForm<TValues, unknown, TInput>({
    // The schemas accept the text the inputs hold and turn it into the API's numbers and nulls.
    resolver: zodResolver(setup.schemas[mode]) as unknown as Resolver<TValues, unknown, TInput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Generic values need the cast: react-hook-form types defaults as a deep partial of them.
    defaultValues: setup.defaultValues as DefaultValues<TValues>,
  });
  const refresh = useRefreshProfile();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await setup.save[mode](values);
      setup.onSaved(saved);
      form.reset(setup.valuesOf(saved));
      await refresh();
      const done = mode === 'page' ? setup.pageSavedToast : PROFILE_TOASTS.settingsProfileSaved;
      toast.success(done.title, { description: done.description });
    } catch (error) {
      const fallback = mode === 'page' ? PROFILE_TOASTS.pageError : PROFILE_TOASTS.settingsProfileError;
      toast.error('Error', { description: messageOf(error, fallback) });
    }
  });

  return { form, onSubmit, errors: form.formState.errors, optional: mode === 'settings' };
}
