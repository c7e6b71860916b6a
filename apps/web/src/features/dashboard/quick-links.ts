import type { TUserRole } from '@talanta/schema';
import {
  CalendarClock,
  CirclePlus,
  Crown,
  type LucideIcon,
  MessagesSquare,
  Search,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import type { NavLink } from '@/features/shell/nav-links';

export interface QuickLink extends NavLink {
  description: string;
}

const quick = (to: NavLink['to'], label: string, icon: LucideIcon, description: string): QuickLink => ({
  to,
  label,
  icon,
  description,
});

const MESSAGES = quick('/messages', 'Messages', MessagesSquare, 'Pick up your conversations.');

const INTERVIEWS = quick('/interviews', 'Interviews', CalendarClock, 'Upcoming times and answers due.');

/**
 * The dashboard's quick actions per role (spec 000 §2, Dashboard). The portfolio screen does not
 * exist yet, so it is left out rather than linked to a 404.
 */
export function quickLinksFor(role: TUserRole): QuickLink[] {
  switch (role) {
    case 'developer':
      return [
        quick('/developer/profile', 'Update your profile', UserRound, 'Title, bio, skills and hourly rate.'),
        quick('/browse-jobs', 'Browse Jobs', Search, 'Find roles that match your skills.'),
        INTERVIEWS,
        MESSAGES,
      ];
    case 'client':
      return [
        quick('/post-job', 'Post a Job', CirclePlus, 'Describe the role and your budget.'),
        quick('/developers', 'Browse Developers', Users, 'Meet vetted Tech Talent.'),
        INTERVIEWS,
        MESSAGES,
      ];
    case 'admin':
      return [
        quick('/admin', 'Admin Dashboard', ShieldCheck, 'Review developer applications.'),
        quick('/super-admin', 'Super Admin', Crown, 'Users, developers, clients and jobs.'),
      ];
  }
}
