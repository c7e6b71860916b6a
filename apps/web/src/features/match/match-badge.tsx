import type { TMatchReason } from '@talanta/schema';
import { Sparkles } from 'lucide-react';
import { lazy } from 'react';
import { AfterFirstScreen, afterFirstScreen } from '@/lib/first-screen';
import { StandInTrigger } from '@/lib/stand-in-trigger';

// Radix's popover and its positioning code (about 12 KiB gzip) arrive after the list has drawn:
// every recommended card shows a badge, and its reasons are opened long after the page has loaded.
const MatchBadgePopover = lazy(
  afterFirstScreen(() =>
    import('./match-badge-popover').then((module) => ({ default: module.MatchBadgePopover })),
  ),
);

export interface MatchBadgeProps {
  score: number;
  reasons: TMatchReason[];
  /** Whom the match is with, for screen readers: "92% match with Senior React role". */
  subject: string;
}

export const matchBadgeLabel = (score: number, subject: string) => `${score}% match with ${subject}: why`;

export const MATCH_BADGE_CLASSES =
  'inline-flex shrink-0 items-center gap-1 rounded-full border border-accent/30 bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent';

export function MatchBadgeText({ score }: { score: number }) {
  return (
    <>
      <Sparkles aria-hidden="true" className="size-3.5" />
      {score}% match
    </>
  );
}

/** "92% match" on a card, with the reasons behind it a hover, tap, click or Enter away. */
export function MatchBadge(props: MatchBadgeProps) {
  return (
    // The same badge, disabled, while the popover's code arrives: nothing moves when it does.
    <AfterFirstScreen
      fallback={
        <StandInTrigger label={matchBadgeLabel(props.score, props.subject)} className={MATCH_BADGE_CLASSES}>
          <MatchBadgeText score={props.score} />
        </StandInTrigger>
      }
    >
      <MatchBadgePopover {...props} />
    </AfterFirstScreen>
  );
}
