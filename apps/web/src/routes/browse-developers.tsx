import { TALENT_LIMITS } from '@talanta/schema';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { toSearchInput, validateBrowseSearch } from '@/features/talent/browse-search';
import { DeveloperBrowse } from '@/features/talent/developer-browse';
import { DeveloperShowcase, showcaseInput } from '@/features/talent/developer-showcase';
import { TALENT_NAMESPACES } from '@/features/talent/talent-namespaces';
import { awaitOnServer } from '@/lib/await-on-server';

/**
 * /browse-developers. The route table gives it to clients (and admins browse here too), but the
 * landing page sends visitors to it: visitors see the public developer showcase, clients and
 * admins the signed-in Browse Tech Talent screen, and developers go to / like any wrong role.
 */
export const Route = createFileRoute('/browse-developers')({
  validateSearch: validateBrowseSearch,
  beforeLoad: ({ context }) => {
    if (context.user?.role === 'developer') throw redirect({ to: '/' });
  },
  // Both screens keep their current cards while another page or search loads, so they read the
  // list with useQuery; the loader only starts the request.
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([
      awaitOnServer(
        context.queryClient.prefetchQuery(
          context.trpc.talent.list.queryOptions(
            context.user ? toSearchInput(deps, TALENT_LIMITS.browsePageSize) : showcaseInput(deps.page ?? 1),
          ),
        ),
        // The showcase's "Top X%" badge follows the measured acceptance rate.
        context.user ? Promise.resolve() : loadPublicFigures(context),
      ),
      context.i18n.load(TALENT_NAMESPACES),
    ]);
  },
  component: BrowseDevelopersRoute,
});

function BrowseDevelopersRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) {
    return (
      <DeveloperShowcase
        page={search.page ?? 1}
        onPage={(page) => void navigate({ search: page > 1 ? { page } : {} })}
      />
    );
  }
  return (
    <DeveloperBrowse
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
