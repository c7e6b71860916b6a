import { Alert } from '@talanta/ui';
import { BriefcaseBusiness, Code, FileText, type LucideIcon, Users } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

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

/** The four stat cards (spec 001 "Super Admin Dashboard"). */
export function PlatformStats() {
  const stats = trpc.superAdmin.stats.useQuery();
  if (stats.isError) {
    return (
      <Alert tone="danger" title="Failed to load the platform figures">
        {messageOf(stats.error, 'Please try again.')}
      </Alert>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats.isPending || undefined}>
      {CARDS.map(({ label, key, Icon }) => (
        <li
          key={key}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-card"
        >
          <span className="flex items-center justify-between gap-2 text-sm text-ink-muted">
            {label}
            <Icon aria-hidden="true" className="size-4 text-accent" />
          </span>
          <span className="text-2xl font-semibold text-ink">
            {stats.data ? stats.data[key].toLocaleString('en-US') : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}
