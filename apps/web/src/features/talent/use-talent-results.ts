import type { TMatchReason, TPublicDeveloper } from '@talanta/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { type BrowseSearch, toSearchInput } from './browse-search';

export type DeveloperMatchOf = Record<number, { score: number; reasons: TMatchReason[] }>;

/**
 * One page of Browse Tech Talent: talent.list, or with a client's job chosen job.matches (best match
 * first, each with its score and reasons, issue 14), in the one shape the results grid reads.
 * Previous results stay (dimmed) while the next load, rather than the page suspending on each
 * settled keystroke.
 */
export function useTalentResults(
  search: BrowseSearch,
  pageSize: number,
  { matching }: { matching: boolean },
) {
  const trpc = useTRPC();
  const input = toSearchInput(search, pageSize);
  const jobId = matching ? search.job : undefined;
  const list = useQuery(
    trpc.talent.list.queryOptions(input, {
      placeholderData: keepPreviousData,
      enabled: jobId === undefined,
    }),
  );
  const matches = useQuery(
    trpc.job.matches.queryOptions(
      { ...input, id: jobId ?? 0 },
      { placeholderData: keepPreviousData, enabled: jobId !== undefined },
    ),
  );
  if (jobId === undefined) return { results: list, matchOf: undefined };
  const developers: TPublicDeveloper[] = matches.data?.matches.map((match) => match.developer) ?? [];
  const matchOf: DeveloperMatchOf = Object.fromEntries(
    matches.data?.matches.map(({ developer, score, reasons }) => [developer.id, { score, reasons }]) ?? [],
  );
  return {
    results: {
      data: matches.data && { developers, total: matches.data.total, totalIsCapped: false },
      isPending: matches.isPending,
      isError: matches.isError,
      isSuccess: matches.isSuccess,
      isPlaceholderData: matches.isPlaceholderData,
      refetch: matches.refetch,
    },
    matchOf,
  };
}
