import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * A menu or popover whose code is a chunk of its own, downloaded only when somebody shows they want
 * it: pointing at its trigger (a touch points first), focusing it, pressing it. Most page views never
 * open one, so a first visit on a slow link does not spend its bandwidth on them (ADR 0021). Until
 * pressed, the trigger is drawn alone, disabled until the page is live (a press before would be
 * lost); a press draws the control opened, which waits on its code.
 */
export function useOpenOnIntent(load: () => Promise<unknown>) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  // A failed download is asked again at the next sign of intent (import() does not cache failures).
  const prepare = () => void load().catch(() => undefined);
  return {
    opened,
    triggerProps: {
      disabled: !hydrated,
      onPointerEnter: prepare,
      onFocus: prepare,
      onClick: () => {
        prepare();
        setOpened(true);
      },
    },
  };
}
