import { Alert, Button, FormField, Input } from '@talanta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { messageOf } from '@/lib/errors';
import { lazyFunctionOnUse } from '@/lib/lazy-resolver';
import { useNativeForm } from '@/lib/native-form';
import { trpc } from '@/lib/trpc';

const checkResetPassword = lazyFunctionOnUse(() =>
  import('./auth-validators').then((module) => module.checkResetPassword),
);

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
}

/** Sets a new password with the emailed token; the server then ends every session of the user. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { errors, formProps } = useNativeForm({
    check: checkResetPassword,
    onValid: async (values) => {
      try {
        const { message } = await resetPassword.mutateAsync(values);
        // Whoever was signed in here is signed out now: forget them and reload the screen's context.
        queryClient.clear();
        await router.invalidate();
        onDone(message);
      } catch {
        // The failure is shown inside the form (below), with the server's message.
      }
    },
  });

  const failure = resetPassword.error
    ? messageOf(resetPassword.error, 'Something went wrong. Please try again.')
    : errors.token;
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <input type="hidden" name="token" value={token} />
      {failure && (
        <Alert tone="danger" title="Your password was not changed">
          {failure}{' '}
          <Link to="/forgot-password" className="font-semibold text-accent hover:underline">
            Request a new link
          </Link>
        </Alert>
      )}
      <FormField label="New password" error={errors.password}>
        <Input type="password" name="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        <Input type="password" name="confirmPassword" autoComplete="new-password" />
      </FormField>
      <Button type="submit" size="lg" loading={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Resetting password...' : 'Reset password'}
      </Button>
    </form>
  );
}
