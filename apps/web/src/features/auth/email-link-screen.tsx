import { Alert, Button, Spinner } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { AuthCard } from './auth-card';

export interface EmailLinkTexts {
  tabTitle: string;
  heading: string;
  successTitle: string;
  failureTitle: string;
  /** Shown when the link has no token, or the server's failure has no message. */
  invalidMessage: string;
}

interface TokenMutation {
  mutateAsync: (input: { token: string }) => Promise<{ message: string }>;
  isSuccess: boolean;
  isError: boolean;
  data?: { message: string };
  error: unknown;
}

/** The screen of an emailed single-use link: the token is used once on arrival, then the outcome shows. */
export function EmailLinkScreen({
  token,
  mutation,
  texts,
}: {
  token: string | undefined;
  mutation: TokenMutation;
  texts: EmailLinkTexts;
}) {
  const started = useRef(false);
  const t = useT();
  const { mutateAsync } = mutation;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutateAsync({ token }).catch(() => {
      // The failure is shown below, with the server's message.
    });
  }, [token, mutateAsync]);

  let outcome = <Spinner label={t('Checking your link')} />;
  if (!token || mutation.isError) {
    outcome = (
      <Alert tone="danger" title={t.text(texts.failureTitle)}>
        {t.text(mutation.isError ? messageOf(mutation.error, texts.invalidMessage) : texts.invalidMessage)}
      </Alert>
    );
  } else if (mutation.isSuccess) {
    outcome = (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={t.text(texts.successTitle)}>
          {t.text(mutation.data?.message)}
        </Alert>
        <Button asChild size="lg">
          <Link to="/">{t('Continue')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <AuthCard title={t.text(texts.tabTitle)} heading={t.text(texts.heading)}>
      {outcome}
    </AuthCard>
  );
}
