import type { TActivityItem, TActivityType } from '@talanta/schema';
import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Inbox, Lock, type LucideIcon, RefreshCw, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

const ICONS: Record<TActivityType, LucideIcon> = {
  application_sent: Send,
  application_status: RefreshCw,
  application_received: Inbox,
  job_posted: BriefcaseBusiness,
  job_closed: Lock,
};

interface RecentActivityCardProps {
  items: TActivityItem[];
  /** What to say (and offer) before anything has happened. */
  empty: ReactNode;
}

/** The latest real events, newest first, each linking to where it happened. */
export function RecentActivityCard({ items, empty }: RecentActivityCardProps) {
  const now = useNow();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm text-ink-muted">{empty}</div>
        ) : (
          <ol aria-label="Recent activity" className="flex flex-col">
            {items.map((item) => {
              const Icon = ICONS[item.type];
              return (
                <li key={`${item.type}-${item.link}-${item.createdAt}`}>
                  <Link
                    to={item.link}
                    className="-mx-3 flex gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-surface-raised"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="text-sm font-medium text-ink">{item.title}</span>
                        <time dateTime={item.createdAt} className="text-xs text-ink-subtle">
                          {formatRelativeTime(item.createdAt, now)}
                        </time>
                      </span>
                      <span className="text-sm break-words text-ink-muted">{item.description}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
