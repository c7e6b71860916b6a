import type { TUser } from '@talanta/schema';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { QueryContext } from '@/lib/router-context';

// TanStack's lazy component rather than React.lazy: once `preload` has resolved it draws at once.
// A React.lazy suspends on its first render even with its module in, so the server would stream
// the spinner before the shell, and a sign-in would flash it.

/** The visitors' shell, a chunk of its own: a signed-in first screen never loads it. */
export const PublicShell = lazyRouteComponent(() => import('./public-shell'));

/** The signed-in shell, a chunk of its own: a visitor never loads it. */
export const SignedInShell = lazyRouteComponent(() => import('./signed-in-shell'));

/** The signed-in shell and the parts of it `user`'s first screen shows (signed-in-shell.tsx). */
export async function loadSignedInShell(user: TUser, context: QueryContext): Promise<void> {
  await Promise.all([
    SignedInShell.preload?.(),
    import('./signed-in-shell').then((shell) => shell.loadPartsShownTo(user, context)),
  ]);
}
