import type { TMatchReason } from '@talanta/schema';
import { cn } from '@talanta/ui';

/** What each part of a score is called beside its sentence (docs/matching.md). */
const FACTOR_LABELS: Record<TMatchReason['factor'], string> = {
  skills: 'Skills',
  rate: 'Rate',
  experience: 'Experience',
  availability: 'Availability',
  timeZone: 'Time zone',
  vetting: 'Vetting',
};

/** A part's colour: strong (green), partial (grey) or weak (red), so a reader sees at a glance where a match falls short. */
function toneOf(score: number): string {
  if (score >= 80) return 'bg-accent';
  if (score >= 40) return 'bg-ink-subtle';
  return 'bg-danger';
}

/** The reasons of a match, one line per part with its own score: the "why" of the percentage. */
export function MatchReasons({ reasons, className }: { reasons: TMatchReason[]; className?: string }) {
  return (
    <ul aria-label="Why this match" className={cn('flex flex-col gap-1.5 text-sm', className)}>
      {reasons.map((reason) => (
        <li key={reason.factor} className="flex items-start gap-2">
          <span
            aria-hidden="true"
            className={cn('mt-1.5 size-2 shrink-0 rounded-full', toneOf(reason.score))}
          />
          <span className="text-ink-muted">
            <span className="font-medium text-ink">{FACTOR_LABELS[reason.factor]}:</span> {reason.text}
            <span className="sr-only"> ({reason.score} of 100)</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
