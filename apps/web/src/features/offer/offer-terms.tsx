import { formatUsd, type TOffer } from '@talanta/schema';
import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

/** The terms an offer proposes and its contract keeps (a contract has the same fields). */
type Terms = Pick<
  TOffer,
  'hourlyRateCents' | 'weeklyHourLimit' | 'startDate' | 'endDate' | 'trialDays' | 'trialEndsOn'
> & {
  /** A contract that has ended shows when, in place of the end date it was given. */
  endedAt?: string | null;
};

export function TermDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{term}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * Rate, weekly limit and dates; the dates are calendar days, the same wherever the reader is (the
 * day a contract ended is an instant, shown in the viewer's zone).
 */
export function TermsList({ terms, children }: { terms: Terms; children?: ReactNode }) {
  const timeZone = useViewerTimeZone();
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
      <TermDetail term="Hourly rate">{formatUsd(terms.hourlyRateCents)}/hr</TermDetail>
      <TermDetail term="Weekly limit">{terms.weeklyHourLimit} hours</TermDetail>
      <TermDetail term="Starts">{formatDay(terms.startDate, timeZone)}</TermDetail>
      {terms.endedAt ? (
        <TermDetail term="Ended">{formatDay(new Date(terms.endedAt), timeZone)}</TermDetail>
      ) : (
        <TermDetail term="Ends">{formatDay(terms.endDate, timeZone, 'No end date')}</TermDetail>
      )}
      <TermDetail term="Trial">
        {terms.trialEndsOn
          ? `${terms.trialDays} days, until ${formatDay(terms.trialEndsOn, timeZone)}`
          : 'No trial'}
      </TermDetail>
      {children}
    </dl>
  );
}

/**
 * The trial's promise, said to each side before they accept (ADR 0038): the client is not billed
 * for a trial ended as not a fit; the developer is still paid, by Talanta.
 */
export function trialPromise(side: 'client' | 'developer'): string {
  return side === 'client'
    ? 'If you end the contract as not a fit during the trial, you are not billed for its hours. The developer is still paid, by Talanta.'
    : 'If the client ends the contract as not a fit during the trial, Talanta pays you for your approved hours.';
}
