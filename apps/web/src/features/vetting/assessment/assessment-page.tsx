import type { TAssessmentResult, TAssessmentStart, TVettingStatusView } from '@talanta/schema';
import { Alert, Button, Card, CardContent, ErrorState, LoadingState, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Page } from '@/features/shell/page';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { AssessmentTest } from './assessment-test';

export const ASSESSMENT_PAGE = {
  title: 'Assessment',
  description: 'A timed multiple-choice test on the skills you listed in your application.',
};

/** Why the test cannot be taken now, or null when it can. */
function closedReason(status: TVettingStatusView): string | null {
  const application = status.stages.find((stage) => stage.key === 'application');
  const assessment = status.stages.find((stage) => stage.key === 'assessment');
  if (status.decision !== null) return 'Your application is already decided.';
  if (!assessment || assessment.state === 'skipped') return 'Your application does not need the assessment.';
  if (assessment.state === 'passed' || assessment.state === 'failed') return null;
  if (application?.state !== 'passed') {
    return 'Your application is still being screened. We email you as soon as the assessment opens.';
  }
  return null;
}

function Result({ score, passed }: TAssessmentResult) {
  return (
    <Alert
      tone={passed ? 'success' : 'info'}
      title={passed ? 'You passed the assessment' : 'You did not pass this time'}
    >
      Your score: {score}%.{' '}
      {passed
        ? 'The next stage is your interview: we email you to schedule it.'
        : 'Our team reviews your application and emails you what happens next.'}{' '}
      <Link to="/dashboard" className="text-accent underline underline-offset-4">
        See your vetting stages
      </Link>
    </Alert>
  );
}

/**
 * /vetting/assessment (issue 38): what the test is, then the test itself, then the score. One
 * attempt: starting again while it runs returns the same questions; the server grades.
 */
export function AssessmentPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.vetting.status.queryOptions());
  const [attempt, setAttempt] = useState<TAssessmentStart | null>(null);
  const [result, setResult] = useState<TAssessmentResult | null>(null);
  const start = useMutation(
    trpc.vetting.assessmentStart.mutationOptions({
      onSuccess: setAttempt,
      onError: (error) =>
        toast.error('The assessment did not start', { description: messageOf(error, 'Please try again.') }),
    }),
  );
  const finish = (graded: TAssessmentResult | null) => {
    setAttempt(null);
    setResult(graded);
    void queryClient.invalidateQueries(trpc.vetting.status.pathFilter());
  };

  let body: ReactNode;
  if (status.isPending) body = <LoadingState label="Loading your assessment" />;
  else if (status.isError) {
    body =
      errorCodeOf(status.error) === 'NOT_FOUND' ? (
        <Alert tone="info" title="Apply first">
          The assessment follows your vetting application.{' '}
          <Link to="/developer-onboarding" className="text-accent underline underline-offset-4">
            Start your application
          </Link>
        </Alert>
      ) : (
        <ErrorState
          title="We couldn't load your assessment"
          message={messageOf(status.error, 'Please check your connection and try again.')}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      );
  } else if (result) body = <Result {...result} />;
  else if (attempt) body = <AssessmentTest attempt={attempt} onResult={finish} />;
  else {
    const assessment = status.data.stages.find((stage) => stage.key === 'assessment');
    const closed = closedReason(status.data);
    if (assessment && (assessment.state === 'passed' || assessment.state === 'failed')) {
      body = <Result score={assessment.score ?? 0} passed={assessment.state === 'passed'} />;
    } else if (closed) {
      body = (
        <Alert tone="info" title="The assessment is not open">
          {closed}
        </Alert>
      );
    } else {
      const resuming = assessment?.state === 'scheduled';
      body = (
        <Card className="max-w-2xl">
          <CardContent className="flex flex-col gap-4">
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted">
              <li>Multiple-choice questions on the skills in your application, one right answer each.</li>
              <li>A clock runs from the moment you start; what you have answered is sent when it ends.</li>
              <li>One attempt. A question left unanswered counts as wrong.</li>
              <li>
                {assessment?.extraTime
                  ? 'You have extra time: the clock runs half as long again.'
                  : 'Need more time because of a disability? Write to us before you start: we can give you extra time.'}
              </li>
            </ul>
            <Button className="self-start" onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? 'Starting…' : resuming ? 'Continue the assessment' : 'Start the assessment'}
            </Button>
          </CardContent>
        </Card>
      );
    }
  }
  return <Page {...ASSESSMENT_PAGE}>{body}</Page>;
}
