import type { TUser } from '@talanta/schema';
import { Card, CardContent, ErrorState, LoadingState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import {
  ArrowRight,
  BriefcaseBusiness,
  CirclePlus,
  Compass,
  FileText,
  Info,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Search,
  UserCog,
  UserRound,
  Users,
} from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { QuickLinkCard } from '@/features/dashboard/quick-link-card';
import type { QuickLink } from '@/features/dashboard/quick-links';
import { RecommendedJobsList } from '@/features/match/recommended-jobs';
import { Page } from '@/features/shell/page';
import { developerName } from '@/features/talent/format';
import { formatRate } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';

const card = (
  to: NonNullable<LinkProps['to']>,
  label: string,
  icon: LucideIcon,
  description: string,
): QuickLink => ({
  to,
  label,
  icon,
  description,
});

/** The welcome page's cards (spec 000 §2): dashboard, profile, jobs, applications, post a job, developers, messages. */
function cardsFor(role: 'developer' | 'client'): QuickLink[] {
  const dashboard = card('/dashboard', 'Dashboard', LayoutDashboard, 'Your figures and recent activity.');
  const messages = card('/messages', 'Messages', MessagesSquare, 'Pick up your conversations.');
  if (role === 'developer') {
    return [
      dashboard,
      card('/developer/profile', 'My Profile', UserRound, 'Title, bio, skills and hourly rate.'),
      card('/browse-jobs', 'Browse Jobs', Search, 'Find roles that match your skills.'),
      card('/my-applications', 'My Applications', FileText, 'Follow every application you sent.'),
      messages,
    ];
  }
  return [
    dashboard,
    card('/client/profile', 'Company Profile', UserRound, 'Tell developers who you are.'),
    card('/post-job', 'Post a Job', CirclePlus, 'Describe the role and your budget.'),
    card('/developers', 'Browse Developers', Users, 'Meet vetted Tech Talent.'),
    messages,
  ];
}

function Featured({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

/** How many developers the home page features for clients (its route starts loading them). */
export const FEATURED_INPUT = { limit: 3 };

function FeaturedDevelopers() {
  const trpc = useTRPC();
  const { data: developers } = useSuspenseQuery(trpc.talent.top.queryOptions(FEATURED_INPUT));
  if (developers.length === 0)
    return (
      <p className="text-sm text-ink-muted">New developers are being vetted right now. Check back soon.</p>
    );
  return (
    <ul className="flex flex-col divide-y divide-line">
      {developers.map((developer) => (
        <li key={developer.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
          <Link
            to="/developers/$id"
            params={{ id: String(developer.id) }}
            className="font-medium text-ink hover:text-accent"
          >
            {developerName(developer)}
          </Link>
          <span className="text-sm text-ink-muted">
            {[developer.title, formatRate(developer.hourlyRate)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function QuickLinks({ user }: { user: TUser }) {
  const links = [
    { to: '/how-it-works', label: 'How It Works', icon: Info },
    user.role === 'developer'
      ? { to: '/for-developers', label: 'For Developers', icon: Compass }
      : { to: '/for-businesses', label: 'For Businesses', icon: BriefcaseBusiness },
    { to: '/profile', label: 'Account Settings', icon: UserCog },
  ] as const;
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-center justify-between gap-3 rounded-md px-2 py-2 text-sm text-ink hover:bg-surface-hover"
          >
            <span className="flex items-center gap-2">
              <link.icon aria-hidden="true" className="size-4 text-accent" />
              {link.label}
            </span>
            <ArrowRight aria-hidden="true" className="size-4 text-ink-subtle" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /home, the welcome page for developers and clients (spec 000 §2). */
export function HomePage() {
  const user = useSignedInUser();
  if (user.role === 'admin') return null;
  return (
    <Page
      title="Home"
      heading={`Welcome, ${user.firstName}!`}
      description="Everything you need, one click away."
    >
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2">
          {cardsFor(user.role).map((link) => (
            <li key={link.to}>
              <QuickLinkCard link={link} />
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-6">
          <Featured title="Featured Opportunities">
            <QueryBoundary
              pending={<LoadingState label="Loading featured opportunities" minHeight="min-h-24" />}
              failed={({ retry }) => (
                <ErrorState
                  title={
                    user.role === 'developer'
                      ? 'Error loading jobs. Please try again later.'
                      : 'Unable to load developer profiles. Please try again later.'
                  }
                  onRetry={retry}
                />
              )}
            >
              {user.role === 'developer' ? <RecommendedJobsList /> : <FeaturedDevelopers />}
            </QueryBoundary>
          </Featured>
          <Featured title="Quick Links">
            <QuickLinks user={user} />
          </Featured>
        </div>
      </div>
    </Page>
  );
}
