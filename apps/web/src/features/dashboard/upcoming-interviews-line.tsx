import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';

/** "2 upcoming interviews · See interviews": the scheduled ones not yet begun, and where to find them. */
export function UpcomingInterviewsLine({ count }: { count: number }) {
  const text =
    count === 0 ? 'No upcoming interviews' : `${count} upcoming interview${count === 1 ? '' : 's'}`;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink">
      <CalendarClock aria-hidden="true" className="size-4 text-accent" />
      <span>{text}</span>
      <span aria-hidden="true" className="text-ink-subtle">
        ·
      </span>
      <Link to="/interviews" className="font-medium text-accent underline-offset-4 hover:underline">
        See interviews
      </Link>
    </p>
  );
}
