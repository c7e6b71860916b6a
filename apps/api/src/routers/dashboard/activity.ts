import type {
  findRecentApplicationDecisions,
  findRecentApplicationsReceived,
  findRecentApplicationsSent,
  findRecentJobsClosed,
  findRecentJobsPosted,
} from '@talanta/db';
import { DASHBOARD_LIMITS, type TActivityItem } from '@talanta/schema';
import { STATUS_UPDATE_TEXTS } from '../application/status-texts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** Recent Activity shows the latest few events of every kind together. */
function latest(items: TActivityItem[]): TActivityItem[] {
  return items
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, DASHBOARD_LIMITS.recentActivity);
}

/** A developer's events: applications sent and the clients' decisions on them. */
export function developerActivity(
  sent: Rows<typeof findRecentApplicationsSent>,
  decisions: Rows<typeof findRecentApplicationDecisions>,
): TActivityItem[] {
  return latest([
    ...sent.map((row) => ({
      type: 'application_sent' as const,
      title: 'Application sent',
      description: `You applied to "${row.jobTitle}".`,
      createdAt: row.createdAt.toISOString(),
      link: `/jobs/${row.jobId}`,
    })),
    ...decisions.map((row) => ({
      type: 'application_status' as const,
      title: STATUS_UPDATE_TEXTS[row.status].title,
      description: STATUS_UPDATE_TEXTS[row.status].describe(row.jobTitle),
      createdAt: row.updatedAt.toISOString(),
      link: '/my-applications',
    })),
  ]);
}

/** A client's events: jobs posted and closed, applications received. */
export function clientActivity(
  posted: Rows<typeof findRecentJobsPosted>,
  closed: Rows<typeof findRecentJobsClosed>,
  received: Rows<typeof findRecentApplicationsReceived>,
): TActivityItem[] {
  return latest([
    ...posted.map((row) => ({
      type: 'job_posted' as const,
      title: 'Job posted',
      description: `You posted "${row.title}".`,
      createdAt: row.createdAt.toISOString(),
      link: `/jobs/${row.id}`,
    })),
    ...closed.map((row) => ({
      type: 'job_closed' as const,
      title: 'Job closed',
      description: `"${row.title}" no longer accepts applications.`,
      createdAt: row.updatedAt.toISOString(),
      link: `/jobs/${row.id}`,
    })),
    ...received.map((row) => ({
      type: 'application_received' as const,
      title: 'New application',
      description: `${row.developerFirstName} ${row.developerLastName} applied to "${row.jobTitle}".`,
      createdAt: row.createdAt.toISOString(),
      link: `/jobs/${row.jobId}`,
    })),
  ]);
}
