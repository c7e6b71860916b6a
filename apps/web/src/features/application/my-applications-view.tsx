import type { TMyApplication } from '@talanta/schema';
import { Button, EmptyState, StatCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useTRPC } from '@/lib/trpc';
import { normalizeStatus, STATUS_LOOKS } from './application-status';
import { APPLICATION_TABS, type ApplicationsTab } from './application-tabs';
import { MyApplicationCard } from './my-application-card';
import { canApplyAgain } from './my-application-rules';

const tabLabel = (tab: ApplicationsTab) => (tab === 'all' ? 'All' : STATUS_LOOKS[tab].label);

function countByTab(applications: TMyApplication[]): Record<ApplicationsTab, number> {
  const counts: Record<ApplicationsTab, number> = {
    all: applications.length,
    pending: 0,
    interview: 0,
    accepted: 0,
    rejected: 0,
  };
  for (const application of applications) {
    const status = normalizeStatus(application.status);
    if (status) counts[status] += 1;
  }
  return counts;
}

interface MyApplicationsViewProps {
  tab: ApplicationsTab;
  onTabChange: (tab: ApplicationsTab) => void;
}

/**
 * My Applications (spec 000 §2): count cards, a tab per status, and the cards (loaded by the route).
 * Withdrawn applications have no tab of their own: they count in Total and show under All.
 */
export function MyApplicationsView({ tab, onTabChange }: MyApplicationsViewProps) {
  const trpc = useTRPC();
  const { data: applications } = useSuspenseQuery(trpc.application.listMine.queryOptions());
  if (applications.length === 0) {
    return (
      <EmptyState
        icon={<FileText aria-hidden="true" className="size-5" />}
        title="No applications yet"
        description="Find a job that fits your skills and send your first application."
        action={
          <Button asChild>
            <Link to="/browse-jobs">Browse Jobs</Link>
          </Button>
        }
      />
    );
  }

  const counts = countByTab(applications);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="application-counts">
        <h2 id="application-counts" className="sr-only">
          Your applications in numbers
        </h2>
        <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4">
          {APPLICATION_TABS.map((key) => (
            <StatCard key={key} compact label={key === 'all' ? 'Total' : tabLabel(key)} value={counts[key]} />
          ))}
        </dl>
      </section>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ApplicationsTab)}>
        <TabsList aria-label="Filter by status">
          {APPLICATION_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {tabLabel(key)}
              <span className="rounded-full bg-surface-hover px-1.5 text-xs tabular-nums text-ink-muted">
                {counts[key]}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {APPLICATION_TABS.map((key) => {
          const shown =
            key === 'all'
              ? applications
              : applications.filter((item) => normalizeStatus(item.status) === key);
          return (
            <TabsContent key={key} value={key}>
              {shown.length === 0 ? (
                <EmptyState title={`No ${key} applications`} />
              ) : (
                <ul aria-label={`${tabLabel(key)} applications`} className="flex flex-col gap-4">
                  {shown.map((application) => (
                    <li key={application.id}>
                      <MyApplicationCard
                        application={application}
                        canApplyAgain={canApplyAgain(application, applications)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
