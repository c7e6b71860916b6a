import { VETTING_STEPS } from '@talanta/schema';
import { Button, Card, CardContent, ErrorState, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { VettingStatusNotice } from './vetting-status-notice';

/**
 * /registration-success for a new developer: the one way on is the vetting application, its five
 * steps named, started from the account (ADR 0362). Once it is
 * submitted, the status takes its place.
 */
export function VettingNextStepCard() {
  const trpc = useTRPC();
  const query = useQuery(trpc.vetting.myStatus.queryOptions());
  if (query.isPending) return <LoadingState label="Loading your vetting status" />;
  if (query.isError) {
    return (
      <ErrorState
        title="We couldn't load your vetting status"
        message={messageOf(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { status } = query.data;
  if (status !== 'not_started' && status !== 'draft')
    return <VettingStatusNotice className="w-full text-left" />;
  return (
    <Card accent className="w-full text-left">
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">Your next step: the vetting application</h2>
        <p className="text-sm text-ink-muted">
          Before you can apply to jobs, our team vets you. It takes about 10 minutes, starts from your account
          details, and we answer by email within 3-5 business days.
        </p>
        <ol className="grid gap-2 text-sm text-ink sm:grid-cols-5">
          {VETTING_STEPS.map((step) => (
            <li key={step.step} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2">
              <span className="font-semibold text-accent">{step.step}</span>
              {step.title}
            </li>
          ))}
        </ol>
        <Button asChild size="lg" className="self-start">
          <Link to="/developer-onboarding">
            {status === 'draft' ? 'Continue your vetting application' : 'Start your vetting application'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
