import { formatUsd } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { FileSignature } from 'lucide-react';

interface WorkLineProps {
  activeContracts: number;
  minutesThisWeek: number;
  /** "due" for a client's unpaid invoices, "not yet paid" for a developer's earnings. */
  amountCents: number;
  amountLabel: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "2 active contracts · 12.5 h logged this week · $1,320.00 due · See contracts". */
export function WorkLine({ activeContracts, minutesThisWeek, amountCents, amountLabel }: WorkLineProps) {
  const hours = Number((minutesThisWeek / 60).toFixed(2));
  const parts = [
    activeContracts === 0 ? 'No active contracts' : plural(activeContracts, 'active contract'),
    `${hours} h logged this week`,
    `${formatUsd(amountCents)} ${amountLabel}`,
  ];
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink">
      <FileSignature aria-hidden="true" className="size-4 text-accent" />
      <span>{parts.join(' · ')}</span>
      <span aria-hidden="true" className="text-ink-subtle">
        ·
      </span>
      <Link to="/contracts" className="font-medium text-accent underline-offset-4 hover:underline">
        See contracts
      </Link>
    </p>
  );
}
