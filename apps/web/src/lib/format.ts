import { groupThousands, type TJob } from '@talanta/schema';

/** Made on first use, so a screen that shows no amount never builds it. */
let dollars: Intl.NumberFormat | undefined;

/**
 * 1500 → "$1,500"; 42.5 → "$42.5" (amounts are US dollars, spec 000 §1). Intl rounds the number as
 * written, half away from zero (1.005 → "$1.01"), and an amount that rounds to nothing has no minus.
 * Intl's own text is safe here, unlike its date words (format-day.ts): en-US writes "$", "," and
 * "-" the same in every ICU, so the server and the browser agree.
 */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
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
  return `${groupThousands(length)}/${groupThousands(max)} characters`;
}
