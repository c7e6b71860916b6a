import { Popover, PopoverContent, PopoverTrigger } from '@talanta/ui';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { type MatchBadgeProps, MatchBadgeTrigger } from './match-badge';
import { MatchReasons } from './match-reasons';

/**
 * The badge with its reasons: they open on hover with a mouse, and on tap, click or Enter
 * everywhere else (a popover, so phones and keyboards get them too). Loaded apart (match-badge.tsx).
 */
export function MatchBadgePopover({ score, reasons, subject }: MatchBadgeProps) {
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
        asChild
        onClick={onClick}
        onPointerEnter={onMouse(true)}
        onPointerLeave={onMouse(false)}
      >
        <MatchBadgeTrigger score={score} subject={subject} />
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={`Why ${score}% match`}>
        <p className="mb-2 text-sm font-semibold text-ink">Why {score}% match</p>
        <MatchReasons reasons={reasons} />
      </PopoverContent>
    </Popover>
  );
}
