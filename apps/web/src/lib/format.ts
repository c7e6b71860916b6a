import type { TJob } from '@talanta/schema';

// Made on first use, not when the module loads: a browser's first Intl formatter loads its locale
// data, a long task on a slow phone that screens showing no money (the marketing pages) need not pay.
let dollars: Intl.NumberFormat | undefined;

/** 1500 → "$1,500"; 42.5 → "$42.5" (amounts are US dollars, spec 000 §1). */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return dollars.format(amount);
}

/** A job's budget (jobs and applications both show it). */
type Budget = Pick<TJob, 'minBudget' | 'maxBudget' | 'budgetType'>;

function range(job: Budget, separator: string): string {
  const min = formatDollars(job.minBudget);
  return job.minBudget === job.maxBudget ? min : `${min}${separator}${formatDollars(job.maxBudget)}`;
}

/** The card and badge form: "$40-$60/hr" when hourly, "$2,000-$5,000 fixed" otherwise. */
export function formatBudgetShort(job: Budget): string {
  return job.budgetType === 'hourly' ? `${range(job, '-')}/hr` : `${range(job, '-')} fixed`;
}

/** The Job Summary form: "$40 - $60 / hour", or "$2,000 - $5,000 fixed price". */
export function formatBudgetLong(job: Budget): string {
  return job.budgetType === 'hourly' ? `${range(job, ' - ')} / hour` : `${range(job, ' - ')} fixed price`;
}

/**
 * An hourly rate: "$45/hr" (rates are per hour, spec 000 §1), written like the budgets beside it;
 * null (a developer who has not set one) stays null so callers can leave the rate out.
 */
export function formatRate(rate: number): string;
export function formatRate(rate: number | null): string | null;
export function formatRate(rate: number | null): string | null {
  return rate === null ? null : `${formatDollars(rate)}/hr`;
}

export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A text box's counter: "22/1,000 characters". */
export function characterCount(length: number, max: number): string {
  return `${length.toLocaleString('en-US')}/${max.toLocaleString('en-US')} characters`;
}
