/** Made on first use, so a screen that shows no budget never builds it. */
let amountFormat: Intl.NumberFormat | undefined;
const money = () => {
  amountFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return amountFormat;
};

/** "$30 - $60/hour", "$5,000" and the like. */
export function formatBudget(job: {
  minBudget: number;
  maxBudget: number;
  budgetType: 'hourly' | 'fixed';
}): string {
  const range =
    job.minBudget === job.maxBudget
      ? `$${money().format(job.maxBudget)}`
      : `$${money().format(job.minBudget)} - $${money().format(job.maxBudget)}`;
  return job.budgetType === 'hourly' ? `${range}/hour` : `${range} fixed`;
}

/** How long a job has waited: "30 h", then "2 days 5 h". */
export function formatWaiting(hours: number): string {
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} days` : `${days} days ${rest} h`;
}

/** "64%", or a dash when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}
