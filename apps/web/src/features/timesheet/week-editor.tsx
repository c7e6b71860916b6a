import {
  formatUsd,
  type TContract,
  TIMESHEET_LIMITS,
  TIMESHEET_MESSAGES,
  type TTimesheet,
} from '@talanta/schema';
import { Alert, Button, Input, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { formatHours, formatWeekday, TimesheetStatusBadge } from './timesheet-status';
import { type DayDraft, entriesOf, loggableWeeks, parseHours, weekDraft, weekTotal } from './week-draft';

interface WeekEditorProps {
  contract: TContract;
  timesheets: TTimesheet[];
  /** Today on the developer's wall clock. */
  today: string;
}

/**
 * The developer's week: a row per day with hours (quarter-hour steps) and what was done, the total
 * against the weekly limit with its amount, Save and Submit. Submitted and approved weeks are read
 * only; a disputed week opens again with the client's reason above it.
 */
export function WeekEditor({ contract, timesheets, today }: WeekEditorProps) {
  const weeks = loggableWeeks(contract, today);
  const [weekStart, setWeekStart] = useState(weeks.at(-1) ?? contract.startDate);
  const saved = timesheets.find((timesheet) => timesheet.weekStart === weekStart);
  const index = weeks.indexOf(weekStart);
  // A week picked, or saved data arriving (live or after a save), starts the form from the server.
  const formKey = `${weekStart}:${saved?.updatedAt ?? 'new'}`;
  return (
    <section aria-labelledby="week-editor-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="week-editor-title" className="font-semibold text-ink">
          Week of {formatWeekday(weekStart)}
        </h3>
        <div className="flex items-center gap-2">
          {saved && <TimesheetStatusBadge status={saved.status} />}
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous week"
            disabled={index <= 0}
            onClick={() => setWeekStart(weeks[index - 1] ?? weekStart)}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next week"
            disabled={index === -1 || index >= weeks.length - 1}
            onClick={() => setWeekStart(weeks[index + 1] ?? weekStart)}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <WeekForm key={formKey} contract={contract} weekStart={weekStart} saved={saved} today={today} />
    </section>
  );
}

function WeekForm({
  contract,
  weekStart,
  saved,
  today,
}: {
  contract: TContract;
  weekStart: string;
  saved: TTimesheet | undefined;
  today: string;
}) {
  const trpc = useTRPC();
  const [days, setDays] = useState<DayDraft[]>(() => weekDraft(contract, weekStart, saved, today));
  const [error, setError] = useState<string | null>(null);

  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries(trpc.timesheet.listForContract.queryFilter({ id: contract.id }));
  const save = useMutation(trpc.timesheet.save.mutationOptions());
  const submit = useMutation(trpc.timesheet.submit.mutationOptions());
  const locked = saved?.status === 'submitted' || saved?.status === 'approved';
  const total = weekTotal(days, contract.hourlyRateCents);
  const overLimit = total.minutes > contract.weeklyHourLimit * 60;
  const pending = save.isPending || submit.isPending;
  // Submitting locks the week: days still to come could then be logged only after a dispute.
  const daysToCome = days.filter((day) => day.future && !day.outside).length;

  async function run(andSubmit: boolean) {
    setError(null);
    if (days.some((day) => parseHours(day.hours) === null)) {
      setError(TIMESHEET_MESSAGES.hours);
      return;
    }
    try {
      await save.mutateAsync({ id: contract.id, weekStart, entries: entriesOf(days) });
      if (andSubmit) await submit.mutateAsync({ id: contract.id, weekStart });
      toast.success(andSubmit ? 'Week submitted for approval' : 'Hours saved');
    } catch (failure) {
      setError(messageOf(failure, 'Could not save the week. Please try again.'));
    } finally {
      void refresh();
    }
  }

  const setDay = (date: string, change: Partial<DayDraft>) =>
    setDays((current) => current.map((day) => (day.date === date ? { ...day, ...change } : day)));

  return (
    <>
      {saved?.status === 'disputed' && saved.disputeReason && (
        <Alert tone="danger">
          {contract.otherPartyName} disputed this week: “{saved.disputeReason}” Correct it and submit again.
        </Alert>
      )}
      {locked && (
        <p className="text-sm text-ink-muted">
          {saved?.status === 'approved'
            ? 'This week is approved and can no longer change.'
            : `This week is waiting for ${contract.otherPartyName} to approve it.`}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {days.map((day) => (
          <li key={day.date} className="grid grid-cols-[5.5rem_5.5rem_1fr] items-center gap-2">
            <span className={day.outside ? 'text-sm text-ink-subtle' : 'text-sm text-ink'}>
              {formatWeekday(day.date)}
            </span>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={TIMESHEET_LIMITS.hoursPerDayMax}
              step={0.25}
              aria-label={`Hours on ${formatWeekday(day.date)}`}
              disabled={locked || day.outside || day.future || pending}
              placeholder={day.future ? 'Not yet' : undefined}
              value={day.hours}
              onChange={(event) => setDay(day.date, { hours: event.target.value })}
            />
            <Input
              aria-label={`What you did on ${formatWeekday(day.date)}`}
              placeholder={
                day.outside
                  ? 'Outside the contract'
                  : day.future
                    ? 'Not yet: log it on the day'
                    : 'What you worked on'
              }
              maxLength={TIMESHEET_LIMITS.descriptionMax}
              disabled={locked || day.outside || day.future || pending}
              value={day.description}
              onChange={(event) => setDay(day.date, { description: event.target.value })}
            />
          </li>
        ))}
      </ul>
      <p className={overLimit ? 'text-sm text-danger' : 'text-sm text-ink-muted'} aria-live="polite">
        Total {formatHours(total.minutes)} of {contract.weeklyHourLimit} h a week ·{' '}
        {formatUsd(total.amountCents)} at {formatUsd(contract.hourlyRateCents)}/hr
      </p>
      {error && <Alert tone="danger">{error}</Alert>}
      {!locked && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={pending} onClick={() => void run(false)}>
            Save hours
          </Button>
          {daysToCome > 0 && total.minutes > 0 ? (
            <InterviewActionDialog
              trigger="Submit week"
              triggerVariant="primary"
              triggerSize="md"
              title="Submit the week before it ends?"
              description={`${daysToCome === 1 ? 'One of its days is' : `${daysToCome} of its days are`} still to come. Once the week is submitted it waits for ${contract.otherPartyName}, and days can be added only if they dispute it.`}
              confirmLabel="Submit week"
              done="Week submitted for approval"
              pending={pending}
              onConfirm={async () => {
                if (days.some((day) => parseHours(day.hours) === null)) return TIMESHEET_MESSAGES.hours;
                try {
                  await save.mutateAsync({ id: contract.id, weekStart, entries: entriesOf(days) });
                  await submit.mutateAsync({ id: contract.id, weekStart });
                } finally {
                  void refresh();
                }
              }}
            />
          ) : (
            <Button disabled={pending || total.minutes === 0} onClick={() => void run(true)}>
              Submit week
            </Button>
          )}
        </div>
      )}
    </>
  );
}
