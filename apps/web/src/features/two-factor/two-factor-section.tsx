import type { TTwoFactorSetup } from '@talanta/schema';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, toast } from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { ManageTwoFactor } from './manage-two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

function TwoFactorState() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(trpc.twoFactor.status.queryOptions());
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useMutation(trpc.twoFactor.beginSetup.mutationOptions());

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (status.enabled) return <ManageTwoFactor status={status} onNewCodes={setCodes} />;
  if (setup)
    return (
      <TwoFactorSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          void queryClient.invalidateQueries(trpc.twoFactor.status.pathFilter());
        }}
      />
    );
  const start = async () => {
    try {
      setSetup(await begin.mutateAsync());
    } catch (error) {
      toast.error('Setup could not start', { description: messageOf(error, 'Please try again.') });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {status.required && (
        <Alert tone="danger" title="Required for admins">
          Turn on two-factor sign-in to use the admin pages.
        </Alert>
      )}
      <p className="text-sm text-ink-muted">
        Two-factor sign-in is <strong className="text-ink">off</strong>. Turn it on to ask for a code from
        your authenticator app after your password.
      </p>
      <Button className="self-start" loading={begin.isPending} onClick={() => void start()}>
        Set up two-factor sign-in
      </Button>
    </div>
  );
}

/** Account Settings, Two-factor sign-in: set up with a QR code, recovery codes, turn off. */
export function TwoFactorSection() {
  return (
    // The admin pages send an admin here (#two-factor) while REQUIRE_ADMIN_2FA waits on them.
    <Card id="two-factor" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionQueryBoundary
          loading="Loading two-factor sign-in"
          failed="Two-factor sign-in could not be loaded"
        >
          <TwoFactorState />
        </SectionQueryBoundary>
      </CardContent>
    </Card>
  );
}
