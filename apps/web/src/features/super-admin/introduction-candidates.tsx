import type { TIntroductionCandidate } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MatchReasons } from '@/features/match/match-reasons';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { ListEmpty, listState } from './list-state';

/** A job's best candidates for an admin to introduce by hand, each with its score and reasons. */
export function IntroductionCandidates({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const trpc = useTRPC();
  const candidates = useQuery(trpc.superAdmin.introductionCandidates.queryOptions({ jobId }));
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const introduce = useMutation(
    trpc.superAdmin.introduceDeveloper.mutationOptions({
      onSuccess: (result) => toast.success(result.message, { description: `${name} was introduced.` }),
      onError: (error) =>
        toast.error('Failed to introduce', { description: messageOf(error, 'Please try again.') }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.superAdmin.introductionCandidates.queryFilter({ jobId })),
          queryClient.invalidateQueries(trpc.superAdmin.needsMatching.pathFilter()),
          queryClient.invalidateQueries(trpc.superAdmin.introductionShare.pathFilter()),
          queryClient.invalidateQueries(trpc.superAdmin.auditLog.pathFilter()),
        ]),
    }),
  );
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
