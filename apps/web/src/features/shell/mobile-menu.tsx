import type { TUser } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { useHydrated } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadPanel = () => import('./mobile-menu-panel');
const preloadPanel = () => void loadPanel();
const MobileMenuPanel = lazy(() => loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })));

/**
 * The phone-width menu's button (spec 001 §2). Its panel is a chunk of its own, fetched when the
 * button is pointed at (a touch points first), focused or pressed (ADR 0021): a page view that never
 * opens the menu does not download it.
 */
export function MobileMenu({ user }: { user: TUser | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // On a page drawn by the server this button is on screen before React: a press would be lost until then.
  const hydrated = useHydrated();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        className="lg:hidden"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
