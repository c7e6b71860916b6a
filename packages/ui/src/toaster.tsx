import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useUiTexts } from './ui-texts';

/** Below sonner's own breakpoint for phones (600 px), where its toasts span the screen. */
const PHONE = '(max-width: 599px)';

function subscribeToPhoneWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneWidth = () => window.matchMedia(PHONE).matches;

/**
 * Toasts drawn with the product's tokens; each has a title and an optional description. Imported
 * on its own ('@talanta/ui/toaster') and mounted lazily (in the browser only), so sonner stays out
 * of first loads. On a phone they show compact over the top bar: at the bottom, a toast spanning
 * the screen covered the buttons of the form that raised it (Back and Next of the vetting wizard,
 * issue 41), which sit at the bottom of the screen when pressed.
 */
export function Toaster() {
  const phone = useSyncExternalStore(subscribeToPhoneWidth, isPhoneWidth, () => false);
  const texts = useUiTexts();
  return (
    <SonnerToaster
      theme="dark"
      containerAriaLabel={texts.notifications}
      position={phone ? 'top-center' : 'bottom-right'}
      // Over the sticky top bar, never over the page's content: the page scrolls a focused field
      // to below the bar (scroll-padding-top in styles.css).
      mobileOffset={{ top: '0.5rem', left: '0.75rem', right: '0.75rem' }}
      closeButton
      duration={5000}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: texts.closeToast,
        classNames: {
          toast:
            'flex w-full items-start gap-3 rounded-lg border bg-surface-raised px-3 py-2.5 font-sans shadow-raised sm:w-[22rem] sm:p-4',
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
