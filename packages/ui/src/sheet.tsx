import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { overlayClasses } from './dialog';
import { useUiTexts } from './ui-texts';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel?: string;
}

/** A panel sliding in from the right edge (the mobile menu): a modal dialog underneath. */
export function SheetContent({ className, children, closeLabel, ...props }: SheetContentProps) {
  const texts = useUiTexts();
  closeLabel ??= texts.close;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto',
          'border-l border-line-strong bg-surface p-5 shadow-raised motion-safe:animate-slide-in-right',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 rounded-md p-1.5 text-ink-muted hover:bg-surface-hover hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
