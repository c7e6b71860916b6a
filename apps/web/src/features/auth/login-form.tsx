import type { TUser } from '@talanta/schema';
import { Button, FormField, Input, LoadingState, toast } from '@talanta/ui';
import { Link, useHydrated } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { lazyFunctionOnUse } from '@/lib/lazy-resolver';
import { useNativeForm } from '@/lib/native-form';
import { trpc } from '@/lib/trpc';
import { OrDivider } from './or-divider';
import { useCompleteSignIn } from './use-complete-sign-in';

const checkLogin = lazyFunctionOnUse(() => import('./auth-validators').then((module) => module.checkLogin));
// Only accounts with two-factor sign-in reach this step: its code (and its zod check) loads then.
const TwoFactorSignInStep = lazy(() =>
  import('@/features/two-factor/two-factor-sign-in-step').then((module) => ({
    default: module.TwoFactorSignInStep,
  })),
);

/** The login form of spec 000 §2 with the rules of §5 and the toasts of §8; then the code when 2FA is on. */
export function LoginForm({ redirect }: { redirect?: string }) {
  // On a page drawn by the server this form is on screen before React has taken it over; until then a press
  // would submit it natively (the password in a GET URL), so the button waits. Typing does not.
  const hydrated = useHydrated();
  const login = trpc.auth.login.useMutation();
  const completeSignIn = useCompleteSignIn();
  const [secondStep, setSecondStep] = useState(false);

  const signedIn = async (user: TUser) => {
    toast.success('Login successful', { description: 'Welcome back!' });
    await completeSignIn(user, redirect);
  };

  const { errors, formProps } = useNativeForm({
    check: checkLogin,
    onValid: async (values) => {
      try {
        const result = await login.mutateAsync(values);
        if ('twoFactorRequired' in result) setSecondStep(true);
        else await signedIn(result);
      } catch (error) {
        toast.error('Login failed', {
          description: messageOf(error, 'Invalid email or password. Please try again.'),
        });
      }
    },
  });

  if (secondStep)
    return (
      <Suspense fallback={<LoadingState label="Loading the two-factor step" />}>
        <TwoFactorSignInStep
          onSignedIn={(user) => void signedIn(user)}
          onCancel={() => setSecondStep(false)}
        />
      </Suspense>
    );

  return (
    <>
      <form {...formProps} className="flex flex-col gap-5">
        <FormField label="Email" error={errors.email}>
          <Input type="email" name="email" autoComplete="email" placeholder="Your email" />
        </FormField>
        <div className="flex flex-col gap-2">
          <FormField label="Password" error={errors.password}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              placeholder="Your password"
            />
          </FormField>
          <Link to="/forgot-password" className="self-end rounded-sm text-sm text-accent hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={login.isPending}
          disabled={!hydrated}
          className="mt-1 w-full"
        >
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <OrDivider />
      <p className="text-center text-sm text-ink-muted">
        Don't have an account?{' '}
        <Link
          to="/register"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-accent hover:underline"
        >
          Sign up
        </Link>
      </p>
    </>
  );
}
