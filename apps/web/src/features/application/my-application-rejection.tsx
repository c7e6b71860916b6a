import type { TRejection } from '@talanta/schema';
import { cn } from '@talanta/ui';

/**
 * Why an application was turned down, as the applicant and the reviewer read it ("Reason: …",
 * "Note: …"). Only what was given is shown; a rejection with neither shows nothing.
 */
export function RejectionSummary({ rejection, className }: { rejection: TRejection; className?: string }) {
  if (!rejection || (!rejection.reasonLabel && !rejection.note)) return null;
  const rows = [
    { term: 'Reason', value: rejection.reasonLabel },
    { term: 'Note', value: rejection.note },
  ];
  return (
    <dl
      className={cn(
        'flex flex-col gap-1 rounded-lg border border-line bg-surface-raised px-4 py-3 text-sm',
        className,
      )}
    >
      {rows.map(({ term, value }) =>
        value ? (
          <div key={term} className="min-w-0">
            <dt className="inline font-medium text-ink">{term}: </dt>
            <dd className="inline break-words whitespace-pre-line text-ink-muted">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
