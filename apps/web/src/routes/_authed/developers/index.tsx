import { TALENT_LIMITS } from '@talanta/schema';
import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { toSearchInput, validateBrowseSearch } from '@/features/talent/browse-search';
import { DeveloperBrowse } from '@/features/talent/developer-browse';
import { TALENT_NAMESPACES } from '@/features/talent/talent-namespaces';
import { awaitOnServer } from '@/lib/await-on-server';

/** Browse Developers for clients; search and filters live in the URL. */
export const Route = createFileRoute('/_authed/developers/')({
  beforeLoad: allowRoles('client'),
  validateSearch: validateBrowseSearch,
  // The list follows the search box as it is typed, so the screen reads it with useQuery and keeps
  // the previous results on screen; the loader only starts the request.
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([
      awaitOnServer(
        context.queryClient.prefetchQuery(
          context.trpc.talent.list.queryOptions(toSearchInput(deps, TALENT_LIMITS.browsePageSize)),
        ),
      ),
      context.i18n.load(TALENT_NAMESPACES),
    ]);
  },
  component: BrowseDevelopersPage,
});

function BrowseDevelopersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeveloperBrowse
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
