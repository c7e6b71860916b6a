import { groupThousands } from '@talanta/schema';
import { ErrorState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Code, FileText, type LucideIcon, Users } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';

const CARDS: {
  label: string;
  key: 'totalUsers' | 'totalDevelopers' | 'totalJobs' | 'totalApplications';
  Icon: LucideIcon;
}[] = [
  { label: 'Total Users', key: 'totalUsers', Icon: Users },
  { label: 'Developers', key: 'totalDevelopers', Icon: Code },
  { label: 'Active Jobs', key: 'totalJobs', Icon: BriefcaseBusiness },
  { label: 'Applications', key: 'totalApplications', Icon: FileText },
];

/** The four stat cards (spec 001 "Super Admin Dashboard"); the route starts loading them. */
export function PlatformStats() {
  return (
    <QueryBoundary
      pending={<StatCards />}
      failed={({ error, retry }) => (
        <ErrorState
          title="Failed to load the platform figures"
          message={messageOf(error, 'Please try again.')}
          retryLabel="Retry"
          onRetry={retry}
        />
      )}
    >
      <LoadedStatCards />
    </QueryBoundary>
  );
}

function LoadedStatCards() {
  const trpc = useTRPC();
  const { data: stats } = useSuspenseQuery(trpc.superAdmin.stats.queryOptions());
  return <StatCards stats={stats} />;
}

/** The cards, with a dash for each figure while they load. */
function StatCards({ stats }: { stats?: Record<(typeof CARDS)[number]['key'], number> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={!stats || undefined}>
      {CARDS.map(({ label, key, Icon }) => (
        <li
          key={key}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-card"
        >
          <span className="flex items-center justify-between gap-2 text-sm text-ink-muted">
            {label}
            <Icon aria-hidden="true" className="size-4 text-accent" />
          </span>
          <span className="text-2xl font-semibold text-ink">{stats ? groupThousands(stats[key]) : '–'}</span>
        </li>
      ))}
    </ul>
  );
}
