import type { TUser } from '@talanta/schema';
import { Button, Sheet, SheetContent, SheetTitle } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { useLogout } from '@/features/auth/use-logout';
import { useT } from '@/lib/i18n';
import { NavItemLink } from './nav-item-link';
import { type NavLink, type NavSection, PUBLIC_LINKS } from './nav-links';
import { sideNavSectionsFor, topBarLinksFor } from './signed-in-links';
import { UserIdentity } from './user-identity';

/**
 * The phone-width menu's panel: a dialog from the right that mirrors the top bar (spec 001 §2).
 * Loaded apart from the first route (mobile-menu.tsx): Radix's dialog and what it needs weigh about
 * 18 KiB compressed that no page needs before the menu is opened.
 */
export function MobileMenuPanel({
  user,
  open,
  onOpenChange,
  trigger,
}: {
  user: TUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, which gets focus back on close (it is not a Radix trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('Close menu')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetTitle className="mb-6 text-sm font-semibold tracking-wider text-ink-subtle uppercase">
          {t('Menu')}
        </SheetTitle>
        {user ? <SignedInMenu user={user} onNavigate={close} /> : <PublicMenu onNavigate={close} />}
      </SheetContent>
    </Sheet>
  );
}

function LinkList({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={`${link.to}-${link.label}`}>
          <NavItemLink link={link} look="row" onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function PublicMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('Mobile')} className="flex flex-1 flex-col gap-6">
      <LinkList links={PUBLIC_LINKS} onNavigate={onNavigate} />
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
        <Button asChild variant="secondary" size="lg">
          <Link to="/login" onClick={onNavigate}>
            {t('Log in')}
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link to="/register" onClick={onNavigate}>
            {t('Get started')}
          </Link>
        </Button>
      </div>
    </nav>
  );
}

/**
 * Every screen the role reaches on a wide screen, which a phone hides (the side navigation): its
 * sections, with the top bar's links they do not already hold at the head of the first.
 */
function phoneSectionsFor(user: TUser): NavSection[] {
  const sections = sideNavSectionsFor(user.role);
  const listed = new Set(sections.flatMap((section) => section.links.map((link) => link.to)));
  const missing = topBarLinksFor(user.role).filter((link) => !listed.has(link.to));
  return sections.map((section, index) =>
    index === 0 ? { ...section, links: [...missing, ...section.links] } : section,
  );
}

function SignedInMenu({ user, onNavigate }: { user: TUser; onNavigate: () => void }) {
  const { logOut } = useLogout();
  const t = useT();
  return (
    <nav aria-label={t('Mobile')} className="flex flex-1 flex-col gap-6">
      <UserIdentity user={user} />
      {phoneSectionsFor(user).map((section) => (
        <section
          key={section.title}
          className="border-t border-line pt-4 first-of-type:border-t-0 first-of-type:pt-0"
        >
          <h3 className="mb-2 px-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase">
            {t.text(section.title)}
          </h3>
          <LinkList links={section.links} onNavigate={onNavigate} />
        </section>
      ))}
      <Button
        variant="secondary"
        className="mt-auto"
        onClick={() => {
          onNavigate();
          void logOut();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('Log out')}
      </Button>
    </nav>
  );
}
