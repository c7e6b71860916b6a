import type { TUserRole } from '@talanta/schema';
import { QuickLinkCard } from './quick-link-card';
import { quickLinksFor } from './quick-links';

/** The dashboard's quick actions for the role (spec 000 §2). */
export function QuickActions({ forRole }: { forRole: TUserRole }) {
  return (
    <section aria-labelledby="quick-actions" className="flex flex-col gap-4">
      <h2 id="quick-actions" className="text-lg font-semibold text-ink">
        Quick actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {quickLinksFor(forRole).map((link) => (
          <li key={link.to}>
            <QuickLinkCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
