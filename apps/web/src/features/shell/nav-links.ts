import type { LinkProps } from '@tanstack/react-router';
import { BriefcaseBusiness, Compass, House, Info, type LucideIcon, Search } from 'lucide-react';

export interface NavLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: LucideIcon;
}

export interface NavSection {
  title: string;
  links: NavLink[];
}

/** A link of the navigation. */
export const navLink = (to: NavLink['to'], label: string, icon: LucideIcon): NavLink => ({ to, label, icon });

export const HOME = navLink('/', 'Home', House);
export const HOW_IT_WORKS = navLink('/how-it-works', 'How It Works', Info);
export const FOR_DEVELOPERS = navLink('/for-developers', 'For Developers', Compass);
export const FOR_BUSINESSES = navLink('/for-businesses', 'For Businesses', BriefcaseBusiness);
export const OPEN_JOBS = navLink('/open-jobs', 'Open Jobs', Search);

/**
 * The public top bar (spec 001 §2): Home, How It Works, For Developers, For Businesses, and the
 * public job board (issue 40). The signed-in links and their icons are in signed-in-links.ts,
 * which a visitor's first page does not load.
 */
export const PUBLIC_LINKS: NavLink[] = [HOME, HOW_IT_WORKS, FOR_DEVELOPERS, FOR_BUSINESSES, OPEN_JOBS];

/** Home and Dashboard are one destination for signed-in people, so they light up together. */
const HOME_GROUP = new Set(['/', '/dashboard', '/home']);

export function isNavLinkActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HOME_GROUP.has(to)) return HOME_GROUP.has(path);
  return path === to || path.startsWith(`${to}/`);
}
