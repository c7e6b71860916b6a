import type { ZForgotPasswordInput } from '@talanta/schema';
import { Button, FormField, Input, toast } from '@talanta/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '@/lib/lazy-resolver';
import { trpc } from '@/lib/trpc';

const forgotPasswordResolver = lazyResolver(() =>
  import('./auth-resolvers').then((module) => module.forgotPasswordResolver),
);

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Asks for a reset link. The answer never says whether the email has an account. */
export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const form = useForm<z.input<typeof ZForgotPasswordInput>, unknown, z.output<typeof ZForgotPasswordInput>>({
    resolver: forgotPasswordResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail },
  });
  const requestReset = trpc.auth.forgotPassword.useMutation();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      toast.success('Reset email sent', {
        description: "If an account with that email exists, we've sent you a password reset link.",
      });
      onSent(values.email);
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Your email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" loading={requestReset.isPending} className="w-full">
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
