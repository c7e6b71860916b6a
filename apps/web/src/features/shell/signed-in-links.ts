import type { TUserRole } from '@talanta/schema';
import {
  BellRing,
  Bookmark,
  Building,
  CalendarClock,
  CirclePlus,
  ClipboardCheck,
  Crown,
  FileSignature,
  FileText,
  FolderKanban,
  Handshake,
  Landmark,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  ReceiptText,
  Search,
  ShieldCheck,
  UserCog,
  UserRound,
  UserRoundSearch,
  Users,
  Wallet,
  Webhook,
} from 'lucide-react';
import {
  FOR_BUSINESSES,
  FOR_DEVELOPERS,
  HOME,
  HOW_IT_WORKS,
  type NavLink,
  type NavSection,
  navLink,
} from './nav-links';

// The signed-in navigation: its shell, account menu and phone menu load it, a visitor's page never does.

const DASHBOARD = navLink('/dashboard', 'Dashboard', LayoutDashboard);
const MESSAGES = navLink('/messages', 'Messages', MessagesSquare);
export const ACCOUNT_SETTINGS = navLink('/profile', 'Account Settings', UserCog);
const BROWSE_JOBS = navLink('/browse-jobs', 'Browse Jobs', Search);
const MY_APPLICATIONS = navLink('/my-applications', 'My Applications', FileText);
const DEVELOPER_PROFILE = navLink('/developer/profile', 'My Profile', UserRound);
const COMPANY_PROFILE = navLink('/client/profile', 'Company Profile', Building);
const BROWSE_DEVELOPERS = navLink('/developers', 'Browse Developers', Users);
const POST_JOB = navLink('/post-job', 'Post a Job', CirclePlus);
const MY_JOBS = navLink('/client/jobs', 'My Jobs', FolderKanban);
const INTERVIEWS = navLink('/interviews', 'Interviews', CalendarClock);
const OFFERS = navLink('/offers', 'Offers', Handshake);
const CONTRACTS = navLink('/contracts', 'Contracts', FileSignature);
// Keeping a search going (issue 14).
const SHORTLISTS = navLink('/shortlists', 'Shortlists', ListChecks);
const SAVED_JOBS = navLink('/saved-jobs', 'Saved Jobs', Bookmark);
const SAVED_SEARCHES = navLink('/saved-searches', 'Saved Searches', BellRing);

const INVOICES = navLink('/invoices', 'Invoices', ReceiptText);
const EARNINGS = navLink('/earnings', 'Earnings', Wallet);
// Bank statements imported and matched to invoices (issue 39).
const PAYMENTS = navLink('/payments', 'Payments', Landmark);
const WEBHOOKS = navLink('/webhooks', 'Webhooks', Webhook);
export const ADMIN_DASHBOARD = navLink('/admin', 'Admin Dashboard', ShieldCheck);
export const SUPER_ADMIN = navLink('/super-admin', 'Super Admin', Crown);
// The vetting assessment's questions (issue 38).
const QUESTION_BANK = navLink('/vetting-questions', 'Question Bank', ClipboardCheck);
// Jobs whose introductions fell short of three in 24 hours (issue 40).
const NEEDS_MATCHING = navLink('/needs-matching', 'Needs Matching', UserRoundSearch);

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
        // Interviews: the vetting interviews the admin hosts (issue 38).
        {
          title: 'Admin Functions',
          links: [
            ADMIN_DASHBOARD,
            QUESTION_BANK,
            INTERVIEWS,
            INVOICES,
            PAYMENTS,
            SUPER_ADMIN,
            NEEDS_MATCHING,
          ],
        },
      ];
  }
}
