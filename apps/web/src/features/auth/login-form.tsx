import { zodResolver } from '@hookform/resolvers/zod';
import { type TLoginInput, type TUser, ZLoginInput } from '@talanta/schema';
import { Button, FormField, Input, LoadingState, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useHydrated } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { OrDivider } from './or-divider';
import { useCompleteSignIn } from './use-complete-sign-in';

// Only accounts with two-factor sign-in reach this step: its code (and its zod check) loads then.
const TwoFactorSignInStep = lazy(() =>
  import('@/features/two-factor/two-factor-sign-in-step').then((module) => ({
    default: module.TwoFactorSignInStep,
  })),
);

/** The login form of spec 000 §2 with the rules of §5 and the toasts of §8; then the code when 2FA is on. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const trpc = useTRPC();
  // On a page drawn by the server this form is on screen before React has taken it over; until then a press
  // would submit it natively (the password in a GET URL), so the button waits. Typing does not.
  const hydrated = useHydrated();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const completeSignIn = useCompleteSignIn();
  const [secondStep, setSecondStep] = useState(false);
  const t = useT();

  const signedIn = async (user: TUser) => {
    toast.success(t('Login successful'), { description: t('Welcome back!') });
    await completeSignIn(user, redirect);
  };

  // No defaultValues: the form takes what was typed before React took the page over.
  const form = useForm<TLoginInput, unknown, z.output<typeof ZLoginInput>>({
    resolver: zodResolver(ZLoginInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      if ('twoFactorRequired' in result) setSecondStep(true);
      else await signedIn(result);
    } catch (error) {
      toast.error(t('Login failed'), {
        description: t.text(messageOf(error, t('Invalid email or password. Please try again.'))),
      });
    }
  });

  if (secondStep)
    return (
      <Suspense fallback={<LoadingState label={t('Loading the two-factor step')} />}>
        <TwoFactorSignInStep
          onSignedIn={(user) => void signedIn(user)}
          onCancel={() => setSecondStep(false)}
        />
      </Suspense>
    );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField label={t('Email')} error={t.text(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('Your email')}
            {...form.register('email')}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <FormField label={t('Password')} error={t.text(errors.password?.message)}>
            <Input
              type="password"
              autoComplete="current-password"
              placeholder={t('Your password')}
              {...form.register('password')}
            />
          </FormField>
          <Link to="/forgot-password" className="self-end rounded-sm text-sm text-accent hover:underline">
            {t('Forgot password?')}
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={login.isPending}
          disabled={!hydrated}
          className="mt-1 w-full"
        >
          {login.isPending ? t('Logging in...') : t('Login')}
        </Button>
      </form>
      <OrDivider />
      <p className="text-center text-sm text-ink-muted">
        {t("Don't have an account?")}{' '}
        <Link
          to="/register"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-accent hover:underline"
        >
          {t('Sign up')}
        </Link>
      </p>
    </>
  );
}
