import { groupThousands, type TJob } from '@talanta/schema';

/**
 * 1500 → "$1,500"; 42.5 → "$42.5" (amounts are US dollars, spec 000 §1): what
 * Intl.NumberFormat('en-US', currency USD, 0-2 decimals) writes, without Intl, whose first use on a
 * page is a long task on a slow phone (groupThousands). Like Intl, it rounds the number as written
 * (1.005 → "$1.01"), half away from zero.
 */
export function formatDollars(amount: number): string {
  const cents = wholeCents(Math.abs(amount));
  const remainder = cents % 100;
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(2, '0').replace(/0$/, '')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands((cents - remainder) / 100)}${fraction}`;
}

/** A non-negative amount in whole cents, rounded on its shortest decimal form ("1.005", not 1.00499…). */
function wholeCents(amount: number): number {
  const written = String(amount);
  // Exponent form: below a millionth of a dollar (nothing) or beyond any budget.
  if (written.includes('e')) return Math.round(amount * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const cents = Number(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
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
