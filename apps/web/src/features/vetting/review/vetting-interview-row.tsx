import type { TInterview, TVettingSubmission } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isBeingArranged,
  otherPartyZone,
  STATUS_LABELS,
  scheduledSlot,
} from '@/features/interview/interview-sections';
import { ProposeInterviewForm, SeeInterviewLink } from '@/features/interview/propose-interview-dialog';
import { useInterviewRefresh } from '@/features/interview/use-interview-refresh';
import { messageOf } from '@/lib/errors';
import { formatInBothZones } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';

/** Where the interview stands, with its time (the accepted one, or the first proposed). */
function describe(interview: TInterview): string {
  const slot = scheduledSlot(interview) ?? interview.slots[0];
  const when = slot
    ? ` · ${formatInBothZones(slot.startsAt, interview.viewerTimeZone, otherPartyZone(interview))}`
    : '';
  return `${STATUS_LABELS[interview.status]}${when}`;
}

/**
 * The submission's vetting interview in the admin's stages panel (issue 38): its state and time
 * from the admin's own interviews, and "Propose interview" (the shared slot dialog) while none is
 * being arranged; the applicant answers on /interviews.
 */
export function VettingInterviewRow({
  application,
  editable,
}: {
  application: TVettingSubmission;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshInterviews = useInterviewRefresh();
  const interviews = useQuery(trpc.interview.list.queryOptions());
  const now = new Date(useNow());
  const propose = useMutation(
    trpc.vetting.interviewPropose.mutationOptions({
      onSuccess: () =>
        void Promise.all([
          refreshInterviews(),
          queryClient.invalidateQueries(trpc.vetting.list.pathFilter()),
        ]),
    }),
  );
  const name = `${application.firstName} ${application.lastName}`;
  const latest = interviews.data
    ?.filter((interview) => interview.vettingSubmissionId === application.id)
    .sort((a, b) => b.id - a.id)[0];
  let state: string;
  if (interviews.isPending) state = 'Loading the interview…';
  else if (interviews.isError) state = messageOf(interviews.error, 'The interview could not be loaded.');
  else state = latest ? describe(latest) : 'No interview proposed yet';
  const arranging = latest !== undefined && isBeingArranged(latest, now);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">Vetting interview</span>
        <span
          className={interviews.isError ? 'text-xs text-danger' : 'text-xs text-ink-subtle'}
          aria-live="polite"
        >
          {state}
        </span>
      </div>
      {interviews.isError ? (
        <Button variant="outline" size="sm" onClick={() => void interviews.refetch()}>
          Retry
        </Button>
      ) : (
        editable &&
        interviews.isSuccess &&
        (arranging ? (
          <SeeInterviewLink name={name} />
        ) : (
          <ProposeInterviewForm
            name={name}
            pending={propose.isPending}
            propose={(proposal) => propose.mutateAsync({ id: application.id, ...proposal })}
          />
        ))
      )}
    </div>
  );
}
