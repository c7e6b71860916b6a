import { Button, FormField, Input, toast } from '@talanta/ui';
import { lazyFunctionOnUse } from '@/lib/lazy-resolver';
import { useNativeForm } from '@/lib/native-form';
import { trpc } from '@/lib/trpc';

const checkForgotPassword = lazyFunctionOnUse(() =>
  import('./auth-validators').then((module) => module.checkForgotPassword),
);

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Asks for a reset link. The answer never says whether the email has an account. */
export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const requestReset = trpc.auth.forgotPassword.useMutation();
  const { errors, formProps } = useNativeForm({
    check: checkForgotPassword,
    onValid: async (values) => {
      try {
        await requestReset.mutateAsync(values);
        toast.success('Reset email sent', {
          description: "If an account with that email exists, we've sent you a password reset link.",
        });
        onSent(values.email);
      } catch {
        toast.error('Something went wrong. Please try again.');
      }
    },
  });

  return (
    <form {...formProps} className="flex flex-col gap-5">
      <FormField label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email"
          defaultValue={defaultEmail}
        />
      </FormField>
      <Button type="submit" size="lg" loading={requestReset.isPending} className="w-full">
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
