import type { TUserRole } from '@talanta/schema';
import { PrimaryNav } from './primary-nav';
import { topBarLinksFor } from './signed-in-links';

export { SideNav } from './side-nav';

/** The signed-in top bar's links for the role (spec 001 §2). */
export function SignedInPrimaryNav({ role }: { role: TUserRole }) {
  return <PrimaryNav links={topBarLinksFor(role)} />;
}
