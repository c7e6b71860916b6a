import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from './cn';
import { useUiTexts } from './ui-texts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:animate-fade-in';

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The close button's accessible name. */
  closeLabel?: string;
  /** 42rem instead of 32rem at most, for a dialog with a long form or a table. */
  wide?: boolean;
}

/** A centred modal: focus is trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  className,
  children,
  closeLabel,
  wide = false,
  ...props
}: DialogContentProps) {
  const texts = useUiTexts();
  closeLabel ??= texts.close;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
          wide ? 'max-w-2xl' : 'max-w-lg',
          'flex-col gap-4 overflow-y-auto rounded-xl border border-line-strong bg-surface p-6 shadow-raised',
          'motion-safe:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 rounded-md p-1 text-ink-muted hover:bg-surface-hover hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />;
}
