import type { TMatchReason } from '@talanta/schema';
import { Popover, PopoverContent, PopoverTrigger } from '@talanta/ui';
import { Sparkles } from 'lucide-react';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { MatchReasons } from './match-reasons';

interface MatchBadgeProps {
  score: number;
  reasons: TMatchReason[];
  /** Whom the match is with, for screen readers: "92% match with Senior React role". */
  subject: string;
}

/**
 * "92% match" on a card; its reasons open on hover with a mouse, and on tap, click or Enter
 * everywhere else (a popover, so phones and keyboards get them too).
 */
export function MatchBadge({ score, reasons, subject }: MatchBadgeProps) {
  const [open, setOpen] = useState(false);
  // Opened by the mouse resting on it: a click then keeps it open (it used to toggle it shut, so a
  // click on the badge hid the reasons the hover had just shown), and leaving no longer closes it.
  const hovering = useRef(false);
  const onMouse = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || (!next && !hovering.current)) return;
    hovering.current = next;
    setOpen(next);
  };
  const onClick = (event: MouseEvent) => {
    if (!hovering.current) return;
    hovering.current = false;
    event.preventDefault();
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    hovering.current = false;
    setOpen(next);
  };
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        onClick={onClick}
        aria-label={`${score}% match with ${subject}: why`}
        onPointerEnter={onMouse(true)}
        onPointerLeave={onMouse(false)}
        className="inline-flex shrink-0 items-center gap-1 rounded-full border border-accent/30 bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent"
      >
        <Sparkles aria-hidden="true" className="size-3.5" />
        {score}% match
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={`Why ${score}% match`}>
        <p className="mb-2 text-sm font-semibold text-ink">Why {score}% match</p>
        <MatchReasons reasons={reasons} />
      </PopoverContent>
    </Popover>
  );
}
