import type { TUser } from '@talanta/schema';
import type { ReactNode } from 'react';
import { EmailVerificationBanner } from '@/features/auth/email-verification-banner';
import { LiveEvents } from '@/features/live/live-events';
import { NotificationBell } from '@/features/notification/notification-bell';
import { AccountMenu } from './account-menu';
import { SkipLink } from './shells';
import { SideNav } from './side-nav';
import { topBarLinksFor } from './signed-in-links';
import { TopBar } from './top-bar';

/**
 * Signed-in people: the signed-in top bar, the side navigation and the page. The root route loads
 * this module lazily, so a visitor's first page carries none of it (live updates, notifications, menus).
 */
export default function SignedInShell({ user, children }: { user: TUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LiveEvents key={user.id} userId={user.id} />
      <SkipLink />
      <TopBar
        user={user}
        links={topBarLinksFor(user.role)}
        accountTools={
          <>
            <NotificationBell />
            <AccountMenu user={user} />
          </>
        }
      />
      <div className="flex flex-1">
        <SideNav user={user} />
        <main id="main" className="min-w-0 flex-1">
          <EmailVerificationBanner user={user} />
          {children}
        </main>
      </div>
    </div>
  );
}
