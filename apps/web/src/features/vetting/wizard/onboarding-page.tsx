import { Alert, Badge, Button, Card, Spinner } from '@talanta/ui';
import { RotateCw, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ApplicationReceived } from './application-received';
import { OnboardingWizard } from './onboarding-wizard';
import { useMetaDescription } from './use-meta-description';

export const ONBOARDING_META_DESCRIPTION =
  'Apply to join Talanta as vetted Tech Talent: five short steps covering your details, online profiles, skills and projects. We reply within 3-5 business days.';

/**
 * /developer-onboarding (public): the wizard, restored from the draft this browser saved, and the
 * received state once the application is in.
 */
export function OnboardingPage() {
  useDocumentTitle('Apply as Tech Talent');
  useMetaDescription(ONBOARDING_META_DESCRIPTION);
  // Read afresh on every visit (never from an older cache), so the wizard opens where it was left.
  const draft = trpc.onboarding.getDraft.useQuery(undefined, { gcTime: 0 });
  const [submittedBy, setSubmittedBy] = useState<string | null>(null);

  let content: ReactNode;
  if (submittedBy !== null) {
    content = <ApplicationReceived firstName={submittedBy} />;
  } else if (draft.isPending) {
    content = (
      <Card className="flex min-h-80 items-center justify-center">
        <Spinner size="lg" label="Loading your application" />
      </Card>
    );
  } else if (draft.isError) {
    content = (
      <Alert tone="danger" title="We couldn't load your saved progress">
        <p>{messageOf(draft.error, 'Please check your connection and try again.')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={draft.isFetching}
          onClick={() => void draft.refetch()}
        >
          {!draft.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
      </Alert>
    );
  } else {
    content = (
      <OnboardingWizard
        initialDraft={draft.data}
        onSubmitted={(_result, firstName) => setSubmittedBy(firstName)}
      />
    );
  }

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
            For developers in Kenya and India
          </Badge>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">Apply as Tech Talent</h1>
          {submittedBy === null && (
            <p className="text-base text-ink-muted">
              Join a network of vetted developers working with companies worldwide. It takes about 10 minutes,
              and your progress is kept if you leave and come back.
            </p>
          )}
        </header>
        {content}
      </div>
    </div>
  );
}
