import type { TUser } from '@talanta/schema';
import { LogOut } from 'lucide-react';
import { useLogout } from '@/features/auth/use-logout';
import { NavItemLink } from './nav-item-link';
import { SIDE_NAV_FRAME_CLASSES } from './side-nav-frame';
import { sideNavSectionsFor } from './signed-in-links';
import { UserIdentity } from './user-identity';

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="mb-2 px-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase">{children}</h2>
  );
}

/**
 * The side navigation of signed-in screens (spec 000 §2): who is signed in, the role's links in
 * sections, and Log Out. Hidden below the large breakpoint, where the mobile menu takes over.
 */
export function SideNav({ user }: { user: TUser }) {
  const { logOut, isPending } = useLogout();
  return (
    <aside className={SIDE_NAV_FRAME_CLASSES}>
      <div className="rounded-lg border border-line bg-surface p-3">
        <UserIdentity user={user} />
      </div>
      <nav aria-label="Side navigation" className="flex flex-1 flex-col gap-6">
        {sideNavSectionsFor(user.role).map((section) => (
          <section key={section.title}>
            <SectionTitle>{section.title}</SectionTitle>
            <ul className="flex flex-col gap-0.5">
              {section.links.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <NavItemLink link={link} look="row" />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="mt-auto">
          <SectionTitle>Actions</SectionTitle>
          <button
            type="button"
            onClick={() => void logOut()}
            disabled={isPending}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Log Out
          </button>
        </section>
      </nav>
    </aside>
  );
}
