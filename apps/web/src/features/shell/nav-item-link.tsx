import { cn } from '@talanta/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { isNavLinkActive, type NavLink } from './nav-links';

interface NavItemLinkProps {
  link: NavLink;
  /** `row` for the side navigation and mobile menu, `pill` for the top bar. */
  look: 'row' | 'pill';
  onNavigate?: () => void;
}

const LOOKS = {
  row: {
    base: 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    idle: 'text-ink-muted hover:bg-surface-hover hover:text-ink',
    active: 'bg-accent-soft text-accent',
  },
  pill: {
    base: 'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    idle: 'text-ink-muted hover:text-ink',
    active: 'text-ink bg-surface-raised',
  },
} as const;

/** A navigation link that marks itself as the current page (aria-current) by the shared rule. */
export function NavItemLink({ link, look, onNavigate }: NavItemLinkProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = isNavLinkActive(link.to, pathname);
  const Icon = link.icon;
  const style = LOOKS[look];
  const t = useT();
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(style.base, active ? style.active : style.idle)}
    >
      {look === 'row' && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      {t.text(link.label)}
    </Link>
  );
}
