import type { TMatchReason } from '@talanta/schema';
import { useHydrated } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';

// Radix's popover and its positioning code (about 12 KiB gzip) are a chunk of their own, loaded once
// the page is live: every recommended card shows a badge, and its reasons are opened long after.
const MatchBadgePopover = lazy(() =>
  import('./match-badge-popover').then((module) => ({ default: module.MatchBadgePopover })),
);

export interface MatchBadgeProps {
  score: number;
  reasons: TMatchReason[];
  /** Whom the match is with, for screen readers: "92% match with Senior React role". */
  subject: string;
}

export const matchBadgeLabel = (score: number, subject: string) => `${score}% match with ${subject}: why`;

/** The badge itself, "92% match": the popover's trigger. */
export function MatchBadgeTrigger({
  score,
  subject,
  ...props
}: ComponentProps<'button'> & { score: number; subject: string }) {
  return (
    <button
      type="button"
      aria-label={matchBadgeLabel(score, subject)}
      className="inline-flex shrink-0 items-center gap-1 rounded-full border border-accent/30 bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent"
      {...props}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {score}% match
    </button>
  );
}

/** "92% match" on a card, with the reasons behind it a hover, tap, click or Enter away. */
export function MatchBadge(props: MatchBadgeProps) {
  // Drawn by the server, the badge is disabled until it can open its reasons, so no press is lost:
  // until the page is live, then while the popover's code arrives. Nothing moves when it does.
  const hydrated = useHydrated();
  const trigger = <MatchBadgeTrigger score={props.score} subject={props.subject} disabled />;
  if (!hydrated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MatchBadgePopover {...props} />
    </Suspense>
  );
}
