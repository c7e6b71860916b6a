import { type TVettingStage, VETTING_STAGE_LABELS } from '@talanta/schema';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  ErrorState,
  LoadingState,
} from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Circle, CircleCheck, CircleDashed, CircleMinus, CircleX, Clock } from 'lucide-react';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { STAGE_DESCRIPTIONS, STAGE_STATE_LABELS } from './vetting-stage-words';

/** A stage still to be done: the references can be named any time before it is decided. */
const isOpen = (stage: TVettingStage) =>
  stage.required && (stage.state === 'pending' || stage.state === 'scheduled');

const STATE_ICONS = {
  pending: Circle,
  scheduled: Clock,
  passed: CircleCheck,
  failed: CircleX,
  skipped: CircleMinus,
} as const;

const STATE_TONES = {
  pending: 'text-ink-subtle',
  scheduled: 'text-ink',
  passed: 'text-accent',
  failed: 'text-danger',
  skipped: 'text-ink-subtle',
} as const;

function StageDate({ stage }: { stage: TVettingStage }) {
  const timeZone = useViewerTimeZone();
  const at = stage.completedAt ?? stage.scheduledAt;
  if (!at) return null;
  const verb = stage.completedAt ? (stage.state === 'skipped' ? 'Marked' : 'Decided') : 'Scheduled for';
  return (
    <span>
      {verb} {formatDay(at, timeZone)}
    </span>
  );
}

/**
 * The applicant's vetting stages in order (issue 38), from GET /api/vetting/status: each stage's
 * state and date, the one that is next, and their assessment score. Live: the `vetting` topic marks
 * it stale. Nothing before they have applied (the status notice says how to).
 */
export function VettingTimeline({ className }: { className?: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.vetting.status.queryOptions());
  if (query.isPending) return <LoadingState label="Loading your vetting stages" className={className} />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return null;
    return (
      <ErrorState
        className={className}
        title="We couldn't load your vetting stages"
        message={messageOf(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const status = query.data;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Your vetting</CardTitle>
        <CardDescription>
          {status.decision === null
            ? 'Each stage in order; we email you whenever one changes.'
            : status.decision === 'approved'
              ? 'You passed our vetting.'
              : 'This application was not approved.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4" aria-label="Vetting stages">
          {status.stages.map((stage) => {
            const Icon =
              status.stage === stage.key && stage.state === 'pending'
                ? CircleDashed
                : STATE_ICONS[stage.state];
            const current = status.decision === null && status.stage === stage.key;
            return (
              <li key={stage.key} className="flex gap-3" aria-current={current ? 'step' : undefined}>
                <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', STATE_TONES[stage.state])} />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-medium text-ink">
                    {VETTING_STAGE_LABELS[stage.key]}
                    <span className="ml-2 text-sm font-normal text-ink-muted">
                      {current
                        ? 'Next'
                        : // After a decision nothing waits any more: an open stage was never reached.
                          status.decision !== null &&
                            (stage.state === 'pending' || stage.state === 'scheduled')
                          ? 'Not reached'
                          : STAGE_STATE_LABELS[stage.state]}
                      {stage.key === 'assessment' && stage.score !== null && ` · ${stage.score}%`}
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">{STAGE_DESCRIPTIONS[stage.key]}</p>
                  <p className="text-xs text-ink-subtle">
                    <StageDate stage={stage} />
                  </p>
                  {current && stage.key === 'assessment' && status.stages[0]?.state === 'passed' && (
                    <Link
                      to="/vetting/assessment"
                      className="mt-1 self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
                    >
                      {stage.state === 'scheduled' ? 'Continue the assessment' : 'Take the assessment'}
                    </Link>
                  )}
                  {stage.key === 'references' && status.decision === null && isOpen(stage) && (
                    <Link
                      to="/vetting/references"
                      className="mt-1 self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
                    >
                      Name your referees
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
