import { EMAIL_MESSAGES } from '@talanta/schema';
import { Alert, Button, ErrorState, LoadingState } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';
import { useTRPC } from '@/lib/trpc';

/**
 * Names the emails a link would turn off and asks before turning them off: mail scanners open
 * links in emails, so opening the page changes nothing (the one-click POST of RFC 8058 is the
 * mail program's own path). No sign-in: the signed token is the credential. Its texts are the
 * `unsubscribe` catalogue's, the server's messages the `forms` one's.
 */
export function UnsubscribeScreen({ token }: { token: string | undefined }) {
  const t = useT();
  return (
    <AuthCard title={t('Unsubscribe')} heading={t('Email preferences')}>
      {token ? (
        <UnsubscribeForm token={token} />
      ) : (
        <Alert tone="danger" title={t('This link is not complete')}>
          {t.text(EMAIL_MESSAGES.badUnsubscribeToken)}
        </Alert>
      )}
    </AuthCard>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const t = useT();
  const trpc = useTRPC();
  const info = useQuery(trpc.emailPreference.unsubscribeInfo.queryOptions({ token }, { retry: false }));
  const unsubscribe = useMutation(trpc.emailPreference.unsubscribe.mutationOptions());

  if (info.isPending) return <LoadingState label={t('Reading your link')} />;
  if (info.isError) {
    return (
      <Alert tone="danger" title={t('This link is not valid')}>
        {t.text(messageOf(info.error, EMAIL_MESSAGES.badUnsubscribeToken))}
      </Alert>
    );
  }
  const settings = (
    <Button asChild variant="secondary">
      <Link to="/profile" hash="email-preferences">
        {t('All email settings')}
      </Link>
    </Button>
  );
  // The kind of email, as the server names it in English (EMAIL_KIND_LABELS), in the page's language.
  const label = t.text(info.data.label);
  if (unsubscribe.isSuccess || !info.data.emailEnabled) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={t('Unsubscribed from "{label}"', { label })}>
          {t.text(EMAIL_MESSAGES.unsubscribed)} {t('Account security emails are always sent.')}
        </Alert>
        {settings}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">
        <Trans
          id="Stop the <0>{label}</0> emails? You can turn them back on in Account Settings at any time."
          values={{ label }}
          components={{ 0: <span className="font-semibold text-ink" /> }}
        />
      </p>
      {unsubscribe.isError && (
        <ErrorState
          title={t('You were not unsubscribed')}
          message={t.text(messageOf(unsubscribe.error, 'Please try again.'))}
          onRetry={() => unsubscribe.mutate({ token })}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
          {t('Unsubscribe')}
        </Button>
        {settings}
      </div>
    </div>
  );
}
