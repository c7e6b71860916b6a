import { Badge, Button, Card, ErrorState, LoadingState } from '@talanta/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { useRouteRetry } from '@/features/shell/route-states';
import { VettingStatusNotice } from '@/features/vetting/vetting-status-notice';
import { useDocumentTitle } from '@/lib/document-title';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { ApplicationReceived } from './application-received';
import { VettingWizard } from './onboarding-wizard';
import { useMetaDescription } from './use-meta-description';
import { messageText } from './wizard-messages';

/**
 * /developer-onboarding (public): the wizard, restored from the draft this browser saved (the
 * route reads it afresh on every visit), and the received state once the application is in.
 */
export function OnboardingPage() {
  const trpc = useTRPC();
  const { data: draft } = useSuspenseQuery(trpc.vetting.getDraft.queryOptions());
  const [submittedBy, setSubmittedBy] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const isDeveloper = useSessionUser()?.role === 'developer';
  const status = useQuery(trpc.vetting.myStatus.queryOptions(undefined, { enabled: isDeveloper })).data
    ?.status;
  // A developer whose application is in shows where it stands rather than a second form (409).
  const alreadyIn = status === 'pending' || status === 'confirm_email' || status === 'approved';
  return (
    <OnboardingFrame intro={submittedBy === null && !alreadyIn}>
      {submittedBy !== null ? (
        <ApplicationReceived firstName={submittedBy} />
      ) : alreadyIn ? (
        <AlreadySubmitted approved={status === 'approved'} />
      ) : (
        <VettingWizard
          initialDraft={draft}
          onSubmitted={(_result, firstName) => {
            setSubmittedBy(firstName);
            void queryClient.invalidateQueries(trpc.vetting.myStatus.pathFilter());
          }}
        />
      )}
    </OnboardingFrame>
  );
}

/** An approved developer is told so, not that an application "was already sent" (issue 38). */
function AlreadySubmitted({ approved }: { approved: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-4">
      <VettingStatusNotice className="w-full" />
      <p className="text-sm text-ink-muted">
        {approved
          ? t('Your vetting application was approved: there is nothing more to send.')
          : t('You have already sent your vetting application.')}
      </p>
      <Button asChild>
        <Link to="/dashboard">{t('Go to your dashboard')}</Link>
      </Button>
    </div>
  );
}

export function OnboardingPending() {
  const t = useT();
  return (
    <OnboardingFrame intro>
      <Card className="flex min-h-80 items-center justify-center">
        <LoadingState label={t('Loading your application')} />
      </Card>
    </OnboardingFrame>
  );
}

export function OnboardingFailed({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  const t = useT();
  return (
    <OnboardingFrame intro>
      <ErrorState
        title={t("We couldn't load your saved progress")}
        message={messageText(t, messageOf(error, 'Please check your connection and try again.'))}
        retryLabel={t('Retry')}
        onRetry={retry}
      />
    </OnboardingFrame>
  );
}

function OnboardingFrame({ intro, children }: { intro: boolean; children: ReactNode }) {
  const t = useT();
  useDocumentTitle(t('Apply as Tech Talent'));
  useMetaDescription(
    t(
      'Apply to join Talanta as vetted Tech Talent: five short steps covering your details, online profiles, skills and projects. We reply within 3-5 business days.',
    ),
  );
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-3xl rounded-full bg-accent/10 blur-3xl"
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
        <header className="flex flex-col items-start gap-3">
          <Badge variant="accent">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('For developers in Kenya and India')}
          </Badge>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('Apply as Tech Talent')}</h1>
          {intro && (
            <p className="text-base text-ink-muted">
              {t(
                'Join a network of vetted developers working with companies worldwide. It takes about 10 minutes, and your progress is kept if you leave and come back.',
              )}
            </p>
          )}
        </header>
        {children}
      </div>
    </div>
  );
}
