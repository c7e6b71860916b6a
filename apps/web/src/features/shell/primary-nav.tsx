import { useT } from '@/lib/i18n';
import { NavItemLink } from './nav-item-link';
import type { NavLink } from './nav-links';

/** The top bar's links from the large breakpoint up (the mobile menu has them below it). */
export function PrimaryNav({ links }: { links: NavLink[] }) {
  const t = useT();
  return (
    <nav aria-label={t('Primary')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavItemLink link={link} look="pill" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
