import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangePasswordInput, ZChangePasswordInput } from '@talanta/schema';
import { Button, FormField, Input, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { CODE_MESSAGES, SecondFactorField } from './second-factor-field';

const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '', twoFactorCode: '' };

/**
 * Account Settings, Change password: the current one and a new one (registration's rules), and
 * the code where two-factor sign-in is on (issue 35).
 */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const form = useForm<TChangePasswordInput, unknown, z.output<typeof ZChangePasswordInput>>({
    resolver: zodResolver(ZChangePasswordInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success('Password changed', { description: result.message });
    } catch (error) {
      const message = messageOf(error, 'Your password was not changed. Please try again.');
      if (errorCodeOf(error) === 'BAD_REQUEST')
        form.setError(CODE_MESSAGES.has(message) ? 'twoFactorCode' : 'currentPassword', { message });
      toast.error('Password not changed', { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Change password">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters">
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <SecondFactorField
        value={form.watch('twoFactorCode') ?? ''}
        onChange={(code) => form.setValue('twoFactorCode', code)}
        error={errors.twoFactorCode?.message}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
