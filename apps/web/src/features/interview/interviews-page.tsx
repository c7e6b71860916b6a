import type { TInterview, TUserRole } from '@talanta/schema';
import { EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { InterviewCard } from './interview-card';
import { SECTION_TITLES, sectionOf, type TInterviewSection } from './interview-sections';

export const INTERVIEWS_PAGE = {
  title: 'Interviews',
  description: 'Your interviews, upcoming and past. Times are shown in your time zone.',
};

const EMPTY_DESCRIPTIONS: Record<TUserRole, string> = {
  developer:
    'Interviews appear here once a client proposes times for an application, or Talanta for your vetting.',
  client: 'Interviews appear here once you propose times for an application.',
  admin: "Vetting interviews appear here once you propose times from an applicant's details.",
};

const SECTIONS: readonly TInterviewSection[] = ['answer', 'upcoming', 'past'];

function Section({
  section,
  interviews,
  now,
}: {
  section: TInterviewSection;
  interviews: TInterview[];
  now: Date;
}) {
  const { title, empty } = SECTION_TITLES[section];
  const headingId = `interviews-${section}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({interviews.length})</span>
      </h2>
      {interviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /interviews for developers and clients (issue 12), and admins hosting vetting interviews (issue
 * 38): what needs my answer, what is coming, what is
 * over; the list arrives upcoming first from the server and keeps that order in each section.
 */
export function InterviewsPage() {
  const trpc = useTRPC();
  const { role } = useSignedInUser();
  const { data: interviews } = useSuspenseQuery(trpc.interview.list.queryOptions());
  // Re-sorted each minute, so an interview that has begun moves to past without a reload.
  const now = new Date(useNow());
  return (
    <Page {...INTERVIEWS_PAGE}>
      {interviews.length === 0 ? (
        <EmptyState
          icon={<CalendarClock aria-hidden="true" className="size-5" />}
          title="No interviews yet"
          description={EMPTY_DESCRIPTIONS[role]}
        />
      ) : (
        <div className="flex max-w-3xl flex-col gap-8">
          {SECTIONS.map((section) => (
            <Section
              key={section}
              section={section}
              now={now}
              interviews={interviews.filter((interview) => sectionOf(interview, now) === section)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
