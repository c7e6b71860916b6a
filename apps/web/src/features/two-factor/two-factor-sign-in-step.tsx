import { type TUser, TWO_FACTOR_MESSAGES, ZTwoFactorCodeInput } from '@talanta/schema';
import { Button, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { CodeInput } from './code-input';

/** The login's second step: the authenticator code (or a recovery code) completes the sign-in. */
export function TwoFactorSignInStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: (user: TUser) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const complete = useMutation(trpc.twoFactor.completeSignIn.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ZTwoFactorCodeInput.safeParse({ code }).success) return setError(TWO_FACTOR_MESSAGES.code);
    setError(undefined);
    try {
      onSignedIn(await complete.mutateAsync({ code }));
    } catch (caught) {
      const message = messageOf(caught, TWO_FACTOR_MESSAGES.invalidCode);
      setError(message);
      toast.error('Login failed', { description: message });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">Two-factor sign-in</h2>
        <p className="text-sm text-ink-muted">
          {recovery
            ? 'Enter one of your recovery codes. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code for Talanta.'}
        </p>
      </div>
      <CodeInput value={code} onChange={setCode} recovery={recovery} error={error} />
      <button
        type="button"
        className="self-start rounded-sm text-sm text-accent hover:underline"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(undefined);
        }}
      >
        {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </button>
      <Button type="submit" size="lg" loading={complete.isPending} className="w-full">
        {complete.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Back to login
      </Button>
    </form>
  );
}
