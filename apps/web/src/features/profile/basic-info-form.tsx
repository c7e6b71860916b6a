import { zodResolver } from '@hookform/resolvers/zod';
import {
  currentTimeZoneName,
  PHONE_HINT,
  PROFILE_TOASTS,
  type TUpdateUserInput,
  type TUser,
  ZUpdateUserInput,
} from '@talanta/schema';
import { Button, FormField, Input, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { placeOf } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { CODE_MESSAGES, SecondFactorField } from './second-factor-field';
import { TimeZoneSelect } from './time-zone-select';
import { useRefreshProfile } from './use-refresh-profile';

/**
 * Account Settings, Basic Information: first name, last name and email, all required (spec 000 §5),
 * the phone number (optional, issue 15) and the time zone interview times are shown and emailed in
 * (issue 12). A new email also asks for the current password, and the code where two-factor
 * sign-in is on (issue 35); those fields show only once the email differs.
 */

export function BasicInfoForm({ user }: { user: TUser }) {
  const trpc = useTRPC();
  const form = useForm<TUpdateUserInput, unknown, z.output<typeof ZUpdateUserInput>>({
    resolver: zodResolver(ZUpdateUserInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      timeZone: currentTimeZoneName(user.timeZone),
      phoneNumber: user.phoneNumber ?? '',
      currentPassword: '',
      twoFactorCode: '',
    },
  });
  const changesEmail = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();
  const update = useMutation(trpc.auth.updateUser.mutationOptions());
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { currentPassword, twoFactorCode, ...account } = values;
      const saved = await update.mutateAsync(changesEmail ? values : account);
      queryClient.setQueryData(trpc.auth.session.queryKey(), saved);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        timeZone: currentTimeZoneName(saved.timeZone),
        phoneNumber: saved.phoneNumber ?? '',
        currentPassword: '',
        twoFactorCode: '',
      });
      await Promise.all([refresh(), queryClient.invalidateQueries(trpc.profile.pathFilter())]);
      toast.success(PROFILE_TOASTS.basicInfoSaved.title, {
        description: PROFILE_TOASTS.basicInfoSaved.description,
      });
    } catch (error) {
      const message = messageOf(error, PROFILE_TOASTS.basicInfoError);
      if (errorCodeOf(error) === 'CONFLICT') form.setError('email', { message });
      else if (errorCodeOf(error) === 'BAD_REQUEST' && changesEmail)
        form.setError(CODE_MESSAGES.has(message) ? 'twoFactorCode' : 'currentPassword', { message });
      toast.error('Error', { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Basic information">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {changesEmail && (
        <FormField
          label="Current password"
          error={errors.currentPassword?.message}
          hint="Changing your email needs your current password."
        >
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      )}
      {changesEmail && (
        <SecondFactorField
          value={form.watch('twoFactorCode') ?? ''}
          onChange={(code) => form.setValue('twoFactorCode', code)}
          error={errors.twoFactorCode?.message}
        />
      )}
      <FormField label="Phone number" optional error={errors.phoneNumber?.message} hint={PHONE_HINT}>
        <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </FormField>
      <FormField
        label="Time zone"
        error={errors.timeZone?.message}
        hint={`Times are shown and emailed in ${placeOf(user.timeZone)} time (${currentTimeZoneName(user.timeZone)}).`}
      >
        <TimeZoneSelect current={user.timeZone} {...form.register('timeZone')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
