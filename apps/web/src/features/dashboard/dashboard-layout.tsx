import type { TActivityItem, TUserRole } from '@talanta/schema';
import { StatCard, type StatCardProps } from '@talanta/ui';
import type { ReactNode } from 'react';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';
import { UpcomingInterviewsLine } from './upcoming-interviews-line';

interface DashboardLayoutProps {
  forRole: TUserRole;
  figures: StatCardProps[];
  /** Scheduled interviews not yet begun (clients and developers), linked to /interviews. */
  upcomingInterviews?: number;
  /** Contracts, hours this week and money (clients and developers), linked to /contracts. */
  work?: ReactNode;
  /** The card beside the activity (recent jobs, profile completion). */
  side: ReactNode;
  /** Put the side card after the activity on wide screens. */
  sideLast?: boolean;
  activity: TActivityItem[];
  /** What the activity card says (and offers) before anything has happened. */
  activityEmpty: ReactNode;
}

/** One dashboard for every role: figures, quick actions, then a side card and the activity. */
export function DashboardLayout({
  forRole,
  figures,
  upcomingInterviews,
  work,
  side,
  sideLast,
  activity,
  activityEmpty,
}: DashboardLayoutProps) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="your-stats">
        <h2 id="your-stats" className="sr-only">
          Your figures
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <StatCard key={figure.label} {...figure} />
          ))}
        </dl>
        {upcomingInterviews !== undefined && (
          <div className="mt-4">
            <UpcomingInterviewsLine count={upcomingInterviews} />
          </div>
        )}
        {work && <div className="mt-3">{work}</div>}
      </section>
      <QuickActions forRole={forRole} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {sideLast ? <div className="lg:order-last">{side}</div> : side}
        <RecentActivityCard items={activity} empty={activityEmpty} />
      </div>
    </div>
  );
}
