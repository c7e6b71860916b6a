import type { TUser } from '@talanta/schema';
import { Button, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * Shown in the signed-in shell until the address is verified (the shell loads it only then:
 * load-email-verification-banner.ts); "Resend" is limited by the server.
 */
export function EmailVerificationBanner({ user }: { user: TUser }) {
  const trpc = useTRPC();
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error('The link was not sent', { description: messageOf(error, 'Please try again later.') }),
    }),
  );
  return (
    <section
      aria-label="Verification reminder"
      className="flex flex-col gap-3 border-b border-line bg-surface-raised px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-6 lg:px-8"
    >
      <MailWarning aria-hidden="true" className="hidden size-5 shrink-0 text-accent sm:block" />
      <p className="flex-1 text-ink">
        Please verify your email address: open the link we sent to{' '}
        <strong className="break-all">{user.email}</strong>.
      </p>
      <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend link
      </Button>
    </section>
  );
}
