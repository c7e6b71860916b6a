import type { TUserRole } from '@talanta/schema';
import type { LinkProps } from '@tanstack/react-router';
import {
  BellRing,
  Bookmark,
  BriefcaseBusiness,
  Building,
  CalendarClock,
  CirclePlus,
  Compass,
  Crown,
  FileSignature,
  FileText,
  FolderKanban,
  Handshake,
  House,
  Info,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  ReceiptText,
  Search,
  ShieldCheck,
  UserCog,
  UserRound,
  Users,
  Wallet,
  Webhook,
} from 'lucide-react';

export interface NavLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: LucideIcon;
}

export interface NavSection {
  title: string;
  links: NavLink[];
}

const link = (to: NavLink['to'], label: string, icon: LucideIcon): NavLink => ({ to, label, icon });

const HOME = link('/', 'Home', House);
const DASHBOARD = link('/dashboard', 'Dashboard', LayoutDashboard);
const MESSAGES = link('/messages', 'Messages', MessagesSquare);
const HOW_IT_WORKS = link('/how-it-works', 'How It Works', Info);
const FOR_DEVELOPERS = link('/for-developers', 'For Developers', Compass);
const FOR_BUSINESSES = link('/for-businesses', 'For Businesses', BriefcaseBusiness);
export const ACCOUNT_SETTINGS = link('/profile', 'Account Settings', UserCog);
const BROWSE_JOBS = link('/browse-jobs', 'Browse Jobs', Search);
const MY_APPLICATIONS = link('/my-applications', 'My Applications', FileText);
const DEVELOPER_PROFILE = link('/developer/profile', 'My Profile', UserRound);
const COMPANY_PROFILE = link('/client/profile', 'Company Profile', Building);
const BROWSE_DEVELOPERS = link('/developers', 'Browse Developers', Users);
const POST_JOB = link('/post-job', 'Post a Job', CirclePlus);
const MY_JOBS = link('/client/jobs', 'My Jobs', FolderKanban);
const INTERVIEWS = link('/interviews', 'Interviews', CalendarClock);
const OFFERS = link('/offers', 'Offers', Handshake);
const CONTRACTS = link('/contracts', 'Contracts', FileSignature);
// Keeping a search going (issue 14).
const SHORTLISTS = link('/shortlists', 'Shortlists', ListChecks);
const SAVED_JOBS = link('/saved-jobs', 'Saved Jobs', Bookmark);
const SAVED_SEARCHES = link('/saved-searches', 'Saved Searches', BellRing);

const INVOICES = link('/invoices', 'Invoices', ReceiptText);
const EARNINGS = link('/earnings', 'Earnings', Wallet);
const WEBHOOKS = link('/webhooks', 'Webhooks', Webhook);
export const ADMIN_DASHBOARD = link('/admin', 'Admin Dashboard', ShieldCheck);
export const SUPER_ADMIN = link('/super-admin', 'Super Admin', Crown);

/** The public top bar (spec 001 §2): Home, How It Works, For Developers, For Businesses. */
export const PUBLIC_LINKS: NavLink[] = [HOME, HOW_IT_WORKS, FOR_DEVELOPERS, FOR_BUSINESSES];

/** The signed-in top bar (spec 001 §2): Dashboard, My Profile by role, role links, Messages. */
export function topBarLinksFor(role: TUserRole): NavLink[] {
  switch (role) {
    case 'developer':
      return [DASHBOARD, DEVELOPER_PROFILE, BROWSE_JOBS, MY_APPLICATIONS, MESSAGES];
    case 'client':
      return [
        DASHBOARD,
        { ...COMPANY_PROFILE, label: 'My Profile' },
        { ...POST_JOB, label: 'Post Job' },
        BROWSE_DEVELOPERS,
        MESSAGES,
      ];
    case 'admin':
      // Admins have no developer or company profile; Account Settings sits in the account menu.
      return [DASHBOARD, MESSAGES];
  }
}

/** The side navigation per role (spec 000 §2, "Side navigation"). */
export function sideNavSectionsFor(role: TUserRole): NavSection[] {
  switch (role) {
    case 'developer':
      return [
        {
          title: 'Main Navigation',
          links: [
            HOME,
            DASHBOARD,
            BROWSE_JOBS,
            SAVED_JOBS,
            SAVED_SEARCHES,
            MY_APPLICATIONS,
            INTERVIEWS,
            OFFERS,
            CONTRACTS,

            EARNINGS,
            MESSAGES,
            HOW_IT_WORKS,
            FOR_DEVELOPERS,
          ],
        },
        { title: 'Profile & Settings', links: [DEVELOPER_PROFILE, ACCOUNT_SETTINGS] },
      ];
    case 'client':
      return [
        {
          title: 'Main Navigation',
          links: [
            HOME,
            DASHBOARD,
            BROWSE_DEVELOPERS,
            SHORTLISTS,
            SAVED_SEARCHES,
            POST_JOB,
            MY_JOBS,
            INTERVIEWS,
            OFFERS,
            CONTRACTS,

            INVOICES,
            MESSAGES,
            HOW_IT_WORKS,
            FOR_BUSINESSES,
          ],
        },
        { title: 'Profile & Settings', links: [COMPANY_PROFILE, ACCOUNT_SETTINGS, WEBHOOKS] },
      ];
    case 'admin':
      return [
        {
          title: 'Main Navigation',
          links: [DASHBOARD, HOME, { ...BROWSE_DEVELOPERS, to: '/browse-developers' }],
        },
        { title: 'Profile & Settings', links: [ACCOUNT_SETTINGS, WEBHOOKS] },
        { title: 'Admin Functions', links: [ADMIN_DASHBOARD, INVOICES, SUPER_ADMIN] },
      ];
  }
}

/** Home and Dashboard are one destination for signed-in people, so they light up together. */
const HOME_GROUP = new Set(['/', '/dashboard', '/home']);

export function isNavLinkActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HOME_GROUP.has(to)) return HOME_GROUP.has(path);
  return path === to || path.startsWith(`${to}/`);
}
