import type { TUser } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useOpenOnIntent } from '@/lib/open-on-intent';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })));

/**
 * The phone-width menu's button (spec 001 §2). Its panel is a chunk of its own, fetched when the
 * button is pointed at (a touch points first), focused or pressed (ADR 0021): a page view that never
 * opens the menu does not download it.
 */
export function MobileMenu({ user }: { user: TUser | null }) {
  const [open, setOpen] = useState(false);
  // The panel is drawn beside the button, which stays: its first press also opens the sheet.
  const { opened, triggerProps } = useOpenOnIntent(loadPanel);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        {...triggerProps}
        onClick={() => {
          triggerProps.onClick();
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
