import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_MESSAGES, type TResetPasswordInput, ZResetPasswordInput } from '@talanta/schema';
import { Alert, Button, FormField, Input } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useHydrated, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';

interface ResetPasswordFormProps {
  /** The emailed token; a link without one cannot be used. */
  token?: string;
  onDone: (message: string) => void;
}

/**
 * Sets a new password with the emailed token; the server then ends every session of the user. A
 * link without a token says so and offers a new one.
 */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const t = useT();
  if (!token)
    return (
      <Alert tone="danger" title={t('This link cannot be used')}>
        {t.text(RESET_MESSAGES.token)}{' '}
        <Link to="/forgot-password" className="font-semibold text-accent hover:underline">
          {t('Request a new link')}
        </Link>
      </Alert>
    );
  return <NewPasswordForm token={token} onDone={onDone} />;
}

function NewPasswordForm({ token, onDone }: ResetPasswordFormProps & { token: string }) {
  const trpc = useTRPC();
  // Drawn by the server before React takes it over: until then a press would submit it natively
  // (a GET with the fields in the URL), so the button waits. Typing does not.
  const hydrated = useHydrated();
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const queryClient = useQueryClient();
  const router = useRouter();
  const t = useT();
  // The passwords start as the inputs' own values, so what was typed before React took the page over stays.
  const form = useForm<TResetPasswordInput, unknown, z.output<typeof ZResetPasswordInput>>({
    resolver: zodResolver(ZResetPasswordInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await resetPassword.mutateAsync(values);
      // Whoever was signed in here is signed out now: forget them and reload the screen's context.
      queryClient.clear();
      await router.invalidate();
      onDone(t.text(message));
    } catch {
      // The failure is shown inside the form (below), with the server's message.
    }
  });

  const failure = t.text(
    resetPassword.error
      ? messageOf(resetPassword.error, t('Something went wrong. Please try again.'))
      : errors.token?.message,
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <input type="hidden" value={token} {...form.register('token')} />
      {failure && (
        <Alert tone="danger" title={t('Your password was not changed')}>
          {failure}{' '}
          <Link to="/forgot-password" className="font-semibold text-accent hover:underline">
            {t('Request a new link')}
          </Link>
        </Alert>
      )}
      <FormField label={t('New password')} error={t.text(errors.password?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('Confirm new password')} error={t.text(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        loading={resetPassword.isPending}
        disabled={!hydrated}
        className="w-full"
      >
        {resetPassword.isPending ? t('Resetting password...') : t('Reset password')}
      </Button>
    </form>
  );
}
