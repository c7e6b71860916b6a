import { EMAIL_MESSAGES } from '@talanta/schema';
import { Alert, Button, ErrorState, LoadingState } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * Names the emails a link would turn off and asks before turning them off: mail scanners open
 * links in emails, so opening the page changes nothing (the one-click POST of RFC 8058 is the
 * mail program's own path). No sign-in: the signed token is the credential.
 */
export function UnsubscribeScreen({ token }: { token: string | undefined }) {
  return (
    <AuthCard title="Unsubscribe" heading="Email preferences">
      {token ? (
        <UnsubscribeForm token={token} />
      ) : (
        <Alert tone="danger" title="This link is not complete">
          {EMAIL_MESSAGES.badUnsubscribeToken}
        </Alert>
      )}
    </AuthCard>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const info = useQuery(trpc.emailPreference.unsubscribeInfo.queryOptions({ token }, { retry: false }));
  const unsubscribe = useMutation(trpc.emailPreference.unsubscribe.mutationOptions());

  if (info.isPending) return <LoadingState label="Reading your link" />;
  if (info.isError) {
    return (
      <Alert tone="danger" title="This link is not valid">
        {messageOf(info.error, EMAIL_MESSAGES.badUnsubscribeToken)}
      </Alert>
    );
  }
  const settings = (
    <Button asChild variant="secondary">
      <Link to="/profile" hash="email-preferences">
        All email settings
      </Link>
    </Button>
  );
  if (unsubscribe.isSuccess || !info.data.emailEnabled) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={`Unsubscribed from "${info.data.label}"`}>
          {EMAIL_MESSAGES.unsubscribed} Account security emails are always sent.
        </Alert>
        {settings}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">
        Stop the <span className="font-semibold text-ink">{info.data.label}</span> emails? You can turn them
        back on in Account Settings at any time.
      </p>
      {unsubscribe.isError && (
        <ErrorState
          title="You were not unsubscribed"
          message={messageOf(unsubscribe.error, 'Please try again.')}
          onRetry={() => unsubscribe.mutate({ token })}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
          Unsubscribe
        </Button>
        {settings}
      </div>
    </div>
  );
}
