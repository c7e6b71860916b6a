import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** 24rem instead of 20rem wide. */
  wide?: boolean;
  /** No padding: the content (a list with its own header) runs to the edges. */
  flush?: boolean;
}

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  wide = false,
  flush = false,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-w-[calc(100vw-2rem)] rounded-lg border border-line-strong bg-surface-raised shadow-raised motion-safe:animate-pop-in',
          wide ? 'w-96' : 'w-80',
          flush ? 'overflow-hidden' : 'p-4',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
