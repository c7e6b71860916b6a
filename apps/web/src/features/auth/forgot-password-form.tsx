import { zodResolver } from '@hookform/resolvers/zod';
import { type TForgotPasswordInput, ZForgotPasswordInput } from '@talanta/schema';
import { Button, FormField, Input, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Asks for a reset link. The answer never says whether the email has an account. */
export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const trpc = useTRPC();
  // Drawn by the server before React takes it over: until then a press would submit it natively
  // (a GET with the fields in the URL), so the button waits. Typing does not.
  const hydrated = useHydrated();
  const requestReset = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const t = useT();
  // The email starts as the input's own value, so what was typed before React took the page over stays.
  const form = useForm<TForgotPasswordInput, unknown, z.output<typeof ZForgotPasswordInput>>({
    resolver: zodResolver(ZForgotPasswordInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      toast.success(t('Reset email sent'), {
        description: t("If an account with that email exists, we've sent you a password reset link."),
      });
      onSent(values.email);
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField label={t('Email')} error={t.text(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('Your email')}
          defaultValue={defaultEmail}
          {...form.register('email')}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        loading={requestReset.isPending}
        disabled={!hydrated}
        className="w-full"
      >
        {requestReset.isPending ? t('Sending...') : t('Send reset link')}
      </Button>
    </form>
  );
}
