import type { TContract, TTimesheet } from '@talanta/schema';
import { Card, CardContent, CardHeader, CardTitle, ErrorState, Skeleton } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth/session-user';
import { todayIn } from '@/features/offer/offer-draft';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { WeekCard } from './week-card';
import { WeekEditor } from './week-editor';

/**
 * On the contract detail page: the weekly timesheets. The developer logs and submits weeks; the
 * client approves or disputes submitted ones. Both see every week with its status.
 */
export function ContractTimesheets({ contract }: { contract: TContract }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hours</CardTitle>
      </CardHeader>
      <CardContent>
        <Timesheets contract={contract} />
      </CardContent>
    </Card>
  );
}

function Timesheets({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const { timeZone } = useSignedInUser();
  const timesheets = useQuery(trpc.timesheet.listForContract.queryOptions({ id: contract.id }));
  if (timesheets.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading hours" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (timesheets.isError)
    return (
      <ErrorState
        title="Could not load the hours"
        message={messageOf(timesheets.error, 'Please try again.')}
        onRetry={() => void timesheets.refetch()}
        retrying={timesheets.isRefetching}
      />
    );
  const viewerIsDeveloper = contract.otherParty === 'client';
  const today = todayIn(timeZone);
  return (
    <div className="flex flex-col gap-6">
      {viewerIsDeveloper && contract.startDate <= today && (
        <WeekEditor contract={contract} timesheets={timesheets.data} today={today} />
      )}
      {viewerIsDeveloper && contract.startDate > today && (
        <p className="text-sm text-ink-muted">You can log hours from the contract's first day.</p>
      )}
      <WeekList contract={contract} timesheets={timesheets.data} viewerIsDeveloper={viewerIsDeveloper} />
    </div>
  );
}

function WeekList({
  contract,
  timesheets,
  viewerIsDeveloper,
}: {
  contract: TContract;
  timesheets: TTimesheet[];
  viewerIsDeveloper: boolean;
}) {
  // The client's work first: weeks waiting for their approval, then the rest, newest first.
  const waiting = timesheets.filter((timesheet) => timesheet.status === 'submitted');
  const others = timesheets.filter((timesheet) => timesheet.status !== 'submitted');
  const ordered = viewerIsDeveloper ? timesheets : [...waiting, ...others];
  return (
    <section aria-labelledby="logged-weeks" className="flex flex-col gap-3">
      <h3 id="logged-weeks" className="font-semibold text-ink">
        {viewerIsDeveloper
          ? 'Your weeks'
          : `Weeks ${waiting.length > 0 ? `(${waiting.length} to approve)` : ''}`}
      </h3>
      {ordered.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {viewerIsDeveloper
            ? 'No hours logged yet.'
            : `${contract.otherPartyName} has not logged any hours yet.`}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {ordered.map((timesheet) => (
            <WeekCard key={timesheet.id} contract={contract} timesheet={timesheet} />
          ))}
        </ul>
      )}
    </section>
  );
}
