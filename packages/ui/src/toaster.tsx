import { useMemo, useRef } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

export { toast };

/**
 * One error toast that each `error` renews while it shows, rather than a pile of identical ones.
 * Once it is dismissed (by `dismiss`, its close button or its timer) its id is retired: sonner
 * merges a toast created under the id of one still animating out into it, and the new one
 * vanishes with it.
 */
export function useRenewingToast(name: string) {
  const generation = useRef(0);
  return useMemo(() => {
    const currentId = () => `${name}-${generation.current}`;
    const retire = (id: string | number) => {
      if (id === currentId()) generation.current += 1;
    };
    return {
      error(title: string, description?: string) {
        toast.error(title, {
          id: currentId(),
          description,
          onDismiss: (shown) => retire(shown.id),
          onAutoClose: (shown) => retire(shown.id),
        });
      },
      dismiss() {
        const id = currentId();
        toast.dismiss(id);
        retire(id);
      },
    };
  }, [name]);
}

/** Toasts drawn with the product's tokens; each has a title and an optional description. */
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
            'flex w-full items-start gap-3 rounded-lg border border-line-strong bg-surface-raised p-4 font-sans shadow-raised sm:w-[22rem]',
          title: 'text-sm font-semibold text-ink',
          description: 'mt-0.5 text-sm text-ink-muted',
          icon: 'mt-0.5 text-accent',
          error: 'border-danger/50 [&_[data-icon]]:text-danger',
          success: 'border-accent/40',
          closeButton:
            'order-last ml-auto rounded-md p-0.5 text-ink-subtle hover:text-ink [&_svg]:size-4 static! transform-none! border-0! bg-transparent!',
        },
      }}
    />
  );
}
