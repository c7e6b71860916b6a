import { isStrongMatch, STRONG_MATCH_SCORE, type TDeveloperMatch, type TJob } from '@talanta/schema';
import { Avatar, Badge, Button, Card, CardContent } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { SaveToShortlistButton } from '@/features/saved/save-to-shortlist-button';
import { developerName } from '@/features/talent/format';
import { InviteToApplyDialog } from '@/features/talent/invite-to-apply-dialog';
import { formatRate } from '@/lib/format';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { MatchReasons } from './match-reasons';
import { suggestedTalentInput } from './suggested-talent-input';

/**
 * "Suggested Tech Talent" on the client's own open job (issue 14): approved developers ranked by
 * how well they match, each with the score, why, Invite to apply and Save to a shortlist.
 */
export function SuggestedTalentCard({ job }: { job: TJob }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">Suggested Tech Talent</h2>
          <p className="text-sm text-ink-muted">
            Approved developers ranked by how well they fit this job, and why. A strong fit has most of the
            required skills and a match of {STRONG_MATCH_SCORE}% or more.
          </p>
        </div>
        <SectionQueryBoundary
          loading="Finding matching developers"
          minHeight="min-h-24"
          failed="Suggested Tech Talent could not be loaded"
        >
          <SuggestedTalentList job={job} />
        </SectionQueryBoundary>
      </CardContent>
    </Card>
  );
}

function SuggestedTalentList({ job }: { job: TJob }) {
  const trpc = useTRPC();
  const { data: page } = useSuspenseQuery(trpc.job.matches.queryOptions(suggestedTalentInput(job.id)));
  // The Applications card above loads the same list: who already applied is marked, not invited.
  const { data: applications } = useSuspenseQuery(trpc.application.listForJob.queryOptions({ id: job.id }));
  const applicants = new Set(applications.map((application) => application.developer.id));
  if (page.matches.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No approved developer has the skills this job asks for yet. New developers are vetted every day; add
        or rename skills to widen the search.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Suggested developers" className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        {page.matches.map((match) => (
          <li key={match.developer.id}>
            <SuggestedDeveloper
              match={match}
              jobId={job.id}
              applied={applicants.has(match.developer.user.id)}
            />
          </li>
        ))}
      </ul>
      {page.total > page.matches.length && (
        <Link
          to="/developers"
          search={{ job: job.id }}
          className="flex items-center gap-1 self-start text-sm font-medium text-accent hover:underline"
        >
          All {page.total} matches on Browse Tech Talent
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

function SuggestedDeveloper({
  match,
  jobId,
  applied,
}: {
  match: TDeveloperMatch;
  jobId: number;
  applied: boolean;
}) {
  const { developer, score, reasons } = match;
  const name = developerName(developer);
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="md" />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="truncate font-semibold text-ink">
            <Link to="/developers/$id" params={{ id: String(developer.id) }} className="hover:text-accent">
              {name}
            </Link>
          </h3>
          <p className="truncate text-sm text-ink-muted">
            {[developer.title, formatRate(developer.hourlyRate)].filter(Boolean).join(' · ')}
          </p>
          {applied && (
            <Badge variant="neutral" className="mt-1 self-start">
              Applied to this job
            </Badge>
          )}
        </div>
        <MatchScore score={score} strong={isStrongMatch(match)} />
      </div>
      <MatchReasons reasons={reasons} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
        {!applied && <InviteToApplyDialog developerId={developer.id} name={name} jobId={jobId} />}
        <SaveToShortlistButton developerId={developer.id} name={name} />
        <Button asChild variant="ghost">
          <Link to="/developers/$id" params={{ id: String(developer.id) }}>
            View Profile
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The score, and whether it is a strong fit (docs/matching.md): a weak match is never dressed as one. */
function MatchScore({ score, strong }: { score: number; strong: boolean }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <span
        className={
          strong
            ? 'rounded-full border border-accent/30 bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent'
            : 'rounded-full border border-line-strong bg-surface px-2.5 py-0.5 text-sm font-semibold text-ink-muted'
        }
      >
        {score}% match
      </span>
      <span className={strong ? 'text-xs font-medium text-accent' : 'text-xs text-ink-muted'}>
        {strong ? 'Strong fit' : 'Partial fit'}
      </span>
    </div>
  );
}
