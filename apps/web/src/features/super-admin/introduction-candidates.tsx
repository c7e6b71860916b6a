import type { TIntroductionCandidate } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { MatchReasons } from '@/features/match/match-reasons';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ListEmpty, listState } from './list-state';

/** A job's best candidates for an admin to introduce by hand, each with its score and reasons. */
export function IntroductionCandidates({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const candidates = trpc.superAdmin.introductionCandidates.useQuery({ jobId });
  const state = listState(candidates, {
    loading: 'Loading candidates',
    failed: 'Failed to load the candidates',
  });
  if (state || !candidates.data) return state;
  if (candidates.data.length === 0)
    return (
      <ListEmpty
        title="No candidates"
        description="No approved developer shares a skill with this job yet."
      />
    );
  return (
    <ul aria-label={`Candidates for ${jobTitle}`} className="flex flex-col gap-3">
      {candidates.data.map((candidate) => (
        <CandidateRow key={candidate.developerId} jobId={jobId} candidate={candidate} />
      ))}
    </ul>
  );
}

function CandidateRow({ jobId, candidate }: { jobId: number; candidate: TIntroductionCandidate }) {
  const utils = trpc.useUtils();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const introduce = trpc.superAdmin.introduceDeveloper.useMutation({
    onSuccess: (result) => toast.success(result.message, { description: `${name} was introduced.` }),
    onError: (error) =>
      toast.error('Failed to introduce', { description: messageOf(error, 'Please try again.') }),
    onSettled: () =>
      Promise.all([
        utils.superAdmin.introductionCandidates.invalidate({ jobId }),
        utils.superAdmin.needsMatching.invalidate(),
        utils.superAdmin.introductionShare.invalidate(),
        utils.superAdmin.auditLog.invalidate(),
      ]),
  });
  const introduced = candidate.introducedAt !== null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4 md:flex-row md:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <Link
            to="/developer/$id"
            params={{ id: String(candidate.developerId) }}
            className="hover:text-accent hover:underline"
          >
            {name}
          </Link>
          <Badge variant={candidate.strong ? 'accent' : 'neutral'}>
            {candidate.score}% match · {candidate.strong ? 'Strong fit' : 'Partial fit'}
          </Badge>
        </p>
        {candidate.title && <p className="text-sm text-ink-muted">{candidate.title}</p>}
        <MatchReasons reasons={candidate.reasons} />
      </div>
      <Button
        size="sm"
        variant={introduced ? 'secondary' : 'primary'}
        disabled={introduced}
        loading={introduce.isPending}
        aria-label={introduced ? `${name} introduced` : `Introduce ${name}`}
        onClick={() => introduce.mutate({ jobId, developerId: candidate.developerId })}
      >
        {introduced ? 'Introduced' : 'Introduce'}
      </Button>
    </li>
  );
}
