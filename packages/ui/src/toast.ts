import { useMemo, useRef } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];

let sonner: Promise<SonnerToast> | undefined;
/** sonner's code, fetched by the first toast (or by the lazily mounted Toaster, which shares it). */
const loadSonner = () => (sonner ??= import('sonner').then((module) => module.toast));

/**
 * Shows a toast without putting sonner (about 9 KiB gzip) in every screen's first load: a toast
 * only ever follows something the person did, long after the page has loaded, and the Toaster that
 * draws it is mounted lazily too (apps/web's root route). sonner keeps toasts created before its
 * Toaster mounts and draws them when it does.
 */
export const toast = {
  message(message: Message, data?: ExternalToast): void {
    void loadSonner().then((show) => show(message, data));
  },
  success(message: Message, data?: ExternalToast): void {
    void loadSonner().then((show) => show.success(message, data));
  },
  error(message: Message, data?: ExternalToast): void {
    void loadSonner().then((show) => show.error(message, data));
  },
  dismiss(id?: string | number): void {
    void loadSonner().then((show) => show.dismiss(id));
  },
};

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
