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
