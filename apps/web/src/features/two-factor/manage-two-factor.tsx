import type { TTwoFactorStatus } from '@talanta/schema';
import { Button, DialogActions, FormField, Input, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { CodeInput } from './code-input';

/** With two-factor sign-in on: new recovery codes for a code, or off with the password and a code. */
export function ManageTwoFactor({
  status,
  onNewCodes,
}: {
  status: TTwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<'regenerate' | 'disable' | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions());
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions());

  const reset = (next: typeof action) => {
    setAction(next);
    setCode('');
    setPassword('');
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (action === 'regenerate') {
        const { recoveryCodes } = await regenerate.mutateAsync({ code });
        onNewCodes(recoveryCodes);
      } else {
        const { message } = await disable.mutateAsync({ password, code });
        toast.success(message);
      }
      reset(null);
      await queryClient.invalidateQueries(trpc.twoFactor.status.pathFilter());
    } catch (caught) {
      setError(messageOf(caught, 'Please try again.'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        Two-factor sign-in is <strong>on</strong>. {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {action === null ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => reset('regenerate')}>
            New recovery codes
          </Button>
          <Button variant="danger" onClick={() => reset('disable')}>
            Turn off
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          {action === 'disable' && (
            <FormField label="Current password">
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
          )}
          <CodeInput
            value={code}
            onChange={setCode}
            recovery={action === 'disable'}
            label={action === 'disable' ? 'Authentication or recovery code' : undefined}
            error={error}
          />
          <DialogActions
            onCancel={() => reset(null)}
            confirmLabel={action === 'disable' ? 'Turn off two-factor sign-in' : 'Make new codes'}
            confirmVariant={action === 'disable' ? 'danger' : 'primary'}
            pending={regenerate.isPending || disable.isPending}
          />
        </form>
      )}
    </div>
  );
}
