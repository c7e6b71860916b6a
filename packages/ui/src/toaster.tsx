import { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts drawn with the product's tokens; each has a title and an optional description. Imported
 * on its own ('@talanta/ui/toaster') and mounted lazily, so sonner stays out of first loads.
 */
export function Toaster() {
  return (
    <SonnerToaster
      theme="dark"
      position="bottom-right"
      closeButton
      duration={5000}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            'flex w-full items-start gap-3 rounded-lg border bg-surface-raised p-4 font-sans shadow-raised sm:w-[22rem]',
          title: 'text-sm font-semibold text-ink',
          description: 'mt-0.5 text-sm text-ink-muted',
          icon: 'mt-0.5 text-accent',
          // Each kind sets its border's colour (sonner adds the kind's classes to the toast's).
          default: 'border-line-strong',
          info: 'border-line-strong',
          warning: 'border-line-strong',
          loading: 'border-line-strong',
          error: 'border-danger/50 [&_[data-icon]]:text-danger',
          success: 'border-accent/40',
          closeButton:
            'order-last ml-auto rounded-md p-0.5 text-ink-subtle hover:text-ink [&_svg]:size-4 static! transform-none! border-0! bg-transparent!',
        },
      }}
    />
  );
}
