import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface JobFact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** A job's facts (location, type, length…) as a definition list; the layout comes from the caller. */
export function JobFacts({ facts, className }: { facts: readonly JobFact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-ink-subtle">
            <Icon aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
            {label}
          </dt>
          <dd className="text-sm font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
