import type { TTwoFactorSetup } from '@talanta/schema';
import { DialogActions, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { CodeInput } from './code-input';

/** Setup: scan the QR code (or type the key), then confirm with the app's first code. */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TTwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useMutation(trpc.twoFactor.confirmSetup.mutationOptions());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ code });
      toast.success('Two-factor sign-in is on');
      onEnabled(recoveryCodes);
    } catch (caught) {
      setError(messageOf(caught, 'Please try again.'));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-ink-muted">
        <li>
          Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis).
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="rounded-md bg-white p-2"
      />
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-ink-muted">Can't scan it? Enter this setup key:</span>
        <code className="font-mono break-all text-ink">{setup.secret}</code>
      </div>
      <CodeInput value={code} onChange={setCode} error={error} />
      <DialogActions onCancel={onCancel} confirmLabel="Turn on" pending={confirm.isPending} />
    </form>
  );
}
